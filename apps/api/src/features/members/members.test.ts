import { collectionStatus } from '@kolekt/shared/collection';
import { maxPendingInvitations } from '@kolekt/shared/members';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionInvites } from '../../db/schema';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('collection members', () => {
  let t: TestApp;
  let owner: User;
  let editor: User;
  let viewer: User;
  let stranger: User;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, editor, viewer, stranger] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: User | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who?.auth ?? {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  const notificationsOf = async (who: User) =>
    (await call('GET', '/api/notification?pageIndex=1&pageSize=20', who)).json().data.items as {
      type: string;
      isRead: boolean;
      params: Record<string, string>;
    }[];

  /** Invites by username and accepts: the person is then a member with that role. */
  async function join(collectionId: string, who: User, role: 'editor' | 'viewer') {
    const invited = await call('POST', `/api/collection/${collectionId}/invites`, owner, {
      userName: who.user.userName,
      role,
    });
    expect(invited.statusCode).toBe(201);
    const accepted = await call('POST', '/api/invite/accept', who, {
      inviteId: invited.json().data.id,
    });
    expect(accepted.statusCode).toBe(200);
    return accepted.json().data;
  }

  it('invites by username: the invited person is notified, accepts, and the owner hears of it', async () => {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const invited = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: viewer.user.userName.toUpperCase(),
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({
      role: 'viewer',
      invitee: { userId: viewer.user.id, userName: viewer.user.userName },
    });
    const inviteId = invited.json().data.id as string;

    const [note] = await notificationsOf(viewer);
    expect(note).toMatchObject({
      type: 'invite',
      params: { collectionId: c.id, collectionName: c.name, inviteId, role: 'viewer' },
    });
    const pending = (await call('GET', '/api/invite/pending', viewer)).json().data;
    expect(pending).toEqual([expect.objectContaining({ inviteId, collectionId: c.id })]);

    // Before accepting, the private collection is not theirs to see.
    expect((await call('GET', `/api/collection/${c.id}`, viewer)).statusCode).toBe(404);
    const accepted = await call('POST', '/api/invite/accept', viewer, { inviteId });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: c.id, access: 'viewer', isEditable: false });
    // An invitation by username is used up.
    expect((await call('POST', '/api/invite/accept', viewer, { inviteId })).statusCode).toBe(404);
    expect((await call('GET', '/api/invite/pending', viewer)).json().data).toEqual([]);
    // Answered, its notification asks nothing any more.
    expect((await notificationsOf(viewer))[0]).toMatchObject({ type: 'invite', isRead: true });

    const [joined] = await notificationsOf(owner);
    expect(joined).toMatchObject({
      type: 'member_joined',
      params: { actorUserName: viewer.user.userName, collectionId: c.id, role: 'viewer' },
    });
    const members = (await call('GET', `/api/collection/${c.id}/members`, viewer)).json().data;
    expect(members.owner.userId).toBe(owner.user.id);
    expect(members.items).toEqual([
      expect.objectContaining({ userId: viewer.user.id, role: 'viewer' }),
    ]);
    expect((await call('GET', `/api/collection/${c.id}/invites`, owner)).json().data).toEqual([]);
  });

  it('answers bad invitations with clear errors', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const invite = (userName: string, who: User = owner) =>
      call('POST', `/api/collection/${c.id}/invites`, who, { userName, role: 'editor' });
    expect((await invite('nobody_here_at_all')).json()).toMatchObject({
      success: false,
      message: 'User not found',
    });
    expect((await invite(owner.user.userName)).statusCode).toBe(400);
    expect((await invite(editor.user.userName, stranger)).statusCode).toBe(403);
    await join(c.id, editor, 'editor');
    expect((await invite(editor.user.userName)).json().message).toBe(
      'This person is already a member of the collection.',
    );
    const wrongRole = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: viewer.user.userName,
      role: 'admin',
    });
    expect(wrongRole.statusCode).toBe(400);
    const wrongDays = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'viewer',
      days: 365,
    });
    expect(wrongDays.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/invite/accept', viewer, { token: 'not-a-token' })).statusCode,
    ).toBe(400);
  });

  it('lets an editor add and remove products, and tells the owner once', async () => {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    await join(c.id, editor, 'editor');
    const first = await createProduct(t.app, { title: 'Çaydanlık' });
    const second = await createProduct(t.app);
    for (const product of [first, second]) {
      const added = await call('POST', '/api/product/add/collection', editor, {
        productId: product.id,
        collectionId: c.id,
      });
      expect(added.statusCode).toBe(200);
    }
    const page = (await call('GET', `/api/product/collection/${c.id}`, owner)).json().data;
    expect(page.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const added = (await notificationsOf(owner)).filter((n) => n.type === 'member_added');
    // Two additions within the hour: one notification, about the first.
    expect(added).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ productId: first.id, productTitle: 'Çaydanlık' }),
      }),
    ]);

    const removed = await call('DELETE', '/api/product/delete', editor, {
      productId: first.id,
      collectionId: c.id,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await call('GET', `/api/collection/${c.id}`, owner)).json().data;
    expect(after.productCount).toBe(1);
    // Editors change the products, never the collection itself.
    const rename = await call('PUT', '/api/collection/update', editor, {
      id: c.id,
      name: 'Renamed',
      isPublic: true,
      status: 0,
    });
    expect(rename.statusCode).toBe(404);
  });

  it('offers where a person may put a product: their own collections, then the ones they edit', async () => {
    const member = await createUser(t.app);
    const own = await createCollection(t.app, member.user.id, { name: 'Benim rafım' });
    const edited = await createCollection(t.app, owner.user.id, {
      name: 'Ev listesi',
      isPublic: false,
    });
    const viewed = await createCollection(t.app, owner.user.id, { name: 'Ev arşivi' });
    const archived = await createCollection(t.app, owner.user.id, { name: 'Eski ev listesi' });
    await join(edited.id, member, 'editor');
    await join(viewed.id, member, 'viewer');
    await join(archived.id, member, 'editor');
    const shelved = await call('PUT', '/api/collection/update', owner, {
      id: archived.id,
      name: archived.name,
      isPublic: true,
      status: collectionStatus.archived,
    });
    expect(shelved.statusCode).toBe(200);

    const addable = (await call('GET', '/api/collection/addable', member)).json().data;
    const ids = addable.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(own.id);
    expect(ids.at(-1)).toBe(edited.id);
    expect(ids).not.toContain(viewed.id);
    expect(ids).not.toContain(archived.id);
    expect(addable.items.at(-1)).toMatchObject({ access: 'editor', isEditable: false });
    const byName = (await call('GET', '/api/collection/addable?name=listesi', member)).json().data;
    expect(byName.items.map((item: { id: string }) => item.id)).toEqual([edited.id]);
    // The own-collections search stays the caller's own.
    const ownOnly = (await call('GET', '/api/collection/nameByUser', member)).json().data;
    expect(ownOnly.items.map((item: { id: string }) => item.id)).not.toContain(edited.id);
    expect((await call('GET', '/api/collection/addable', null)).statusCode).toBe(401);
  });

  it('lets a viewer read a private collection but change nothing', async () => {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const product = await createProduct(t.app, {}, [c.id]);
    await join(c.id, viewer, 'viewer');
    expect((await call('GET', `/api/collection/${c.id}`, viewer)).json().data.access).toBe(
      'viewer',
    );
    const page = await call('GET', `/api/product/collection/${c.id}`, viewer);
    expect(page.json().data.items).toHaveLength(1);
    const add = await call('POST', '/api/product/add/collection', viewer, {
      productId: (await createProduct(t.app)).id,
      collectionId: c.id,
    });
    expect(add.statusCode).toBe(403);
    const remove = await call('DELETE', '/api/product/delete', viewer, {
      productId: product.id,
      collectionId: c.id,
    });
    expect(remove.statusCode).toBe(403);
    const invite = await call('POST', `/api/collection/${c.id}/invites`, viewer, {
      userName: stranger.user.userName,
      role: 'viewer',
    });
    expect(invite.statusCode).toBe(403);
    const shared = (await call('GET', '/api/collection/shared', viewer)).json().data;
    expect(shared.items.map((item: { id: string }) => item.id)).toContain(c.id);
  });

  it('takes access away at once from a removed member, and lets a member leave', async () => {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const product = await createProduct(t.app, {}, [c.id]);
    const member = await createUser(t.app);
    await join(c.id, member, 'editor');
    expect((await call('GET', `/api/collection/${c.id}`, member)).statusCode).toBe(200);

    const removed = await call(
      'DELETE',
      `/api/collection/${c.id}/members/${member.user.id}`,
      owner,
    );
    expect(removed.json()).toMatchObject({ success: true, message: 'Member removed.' });
    expect((await call('GET', `/api/collection/${c.id}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/api/product/collection/${c.id}`, member)).statusCode).toBe(404);
    const add = await call('POST', '/api/product/add/collection', member, {
      productId: product.id,
      collectionId: c.id,
    });
    expect(add.statusCode).toBe(404);

    await join(c.id, member, 'viewer');
    const left = await call('DELETE', `/api/collection/${c.id}/members/${member.user.id}`, member);
    expect(left.json()).toMatchObject({ success: true, message: 'You left the collection.' });
    expect((await call('GET', `/api/collection/${c.id}`, member)).statusCode).toBe(404);
  });

  it('lets the owner change a role, which applies at once', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const member = await createUser(t.app);
    await join(c.id, member, 'viewer');
    const changed = await call('PUT', `/api/collection/${c.id}/members/${member.user.id}`, owner, {
      role: 'editor',
    });
    expect(changed.json().data).toMatchObject({ userId: member.user.id, role: 'editor' });
    const add = await call('POST', '/api/product/add/collection', member, {
      productId: (await createProduct(t.app)).id,
      collectionId: c.id,
    });
    expect(add.statusCode).toBe(200);
  });

  it('opens by invite link until it expires or is withdrawn', async () => {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const link = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'viewer',
      days: 1,
    });
    expect(link.statusCode).toBe(201);
    const { token, id } = link.json().data as { token: string; id: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Anyone holding the link may read what it offers, a guest included.
    const offer = await call('GET', `/api/invite/link/${token}`, null);
    expect(offer.json().data).toMatchObject({ collectionId: c.id, role: 'viewer' });
    const first = await createUser(t.app);
    expect((await call('POST', '/api/invite/accept', first, { token })).statusCode).toBe(200);
    // The link stays valid for others, and the owner sees it among the invitations.
    const ownersView = (await call('GET', `/api/collection/${c.id}/invites`, owner)).json().data;
    expect(ownersView).toEqual([expect.objectContaining({ id, invitee: null })]);
    // Others never see the owner's invitations.
    const membersView = await call('GET', `/api/collection/${c.id}/invites`, first);
    expect(membersView.json()).toMatchObject({ success: false, statusCode: 403, data: null });

    // Expired: it opens nothing.
    await t.database.db
      .update(collectionInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collectionInvites.id, id));
    const late = await createUser(t.app);
    const expired = await call('POST', '/api/invite/accept', late, { token });
    expect(expired.json()).toMatchObject({
      success: false,
      message: 'This invitation is no longer valid.',
    });
    expect((await call('GET', `/api/invite/link/${token}`, late)).statusCode).toBe(404);
    expect((await call('GET', `/api/collection/${c.id}`, late)).statusCode).toBe(404);

    // Withdrawn: the same.
    const fresh = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'editor',
      days: 7,
    });
    const withdrawn = await call(
      'DELETE',
      `/api/collection/${c.id}/invites/${fresh.json().data.id}`,
      owner,
    );
    expect(withdrawn.statusCode).toBe(200);
    const tooLate = await call('POST', '/api/invite/accept', late, {
      token: fresh.json().data.token,
    });
    expect(tooLate.statusCode).toBe(404);
  });

  it('shows a person at most a page of pending invitations, the oldest first', async () => {
    const invited = await createUser(t.app);
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    for (let i = 0; i <= maxPendingInvitations; i++) {
      const c = await createCollection(t.app, owner.user.id);
      await t.database.db.insert(collectionInvites).values({
        collectionId: c.id,
        role: 'viewer',
        inviteeId: invited.user.id,
        createdBy: owner.user.id,
        expiresAt,
        createdAt: new Date(Date.now() - (maxPendingInvitations - i) * 1000),
      });
    }
    const pending = (await call('GET', '/api/invite/pending', invited)).json().data;
    expect(pending).toHaveLength(maxPendingInvitations);
  });

  it('declines: the invitation is gone and only the invited person may answer it', async () => {
    const c = await createCollection(t.app, owner.user.id);
    const member = await createUser(t.app);
    const invited = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: member.user.userName,
      role: 'editor',
    });
    const inviteId = invited.json().data.id as string;
    expect((await call('POST', '/api/invite/accept', stranger, { inviteId })).statusCode).toBe(404);
    expect((await call('POST', '/api/invite/decline', member, { inviteId })).statusCode).toBe(200);
    expect((await call('POST', '/api/invite/accept', member, { inviteId })).statusCode).toBe(404);
  });
});
