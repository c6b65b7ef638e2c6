import { collectionStatus, type CollectionStatus } from '@kolekt/shared/collection';
import { memberMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMembers } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

/** What a security review of members asks beyond the three findings of issue #30. */
describe('who manages members', () => {
  let t: TestApp;
  let owner: User;
  let editor: User;
  let viewer: User;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, editor, viewer] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: User,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  async function sharedCollection() {
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    await t.database.db.insert(collectionMembers).values([
      { collectionId: c.id, userId: editor.user.id, role: 'editor' },
      { collectionId: c.id, userId: viewer.user.id, role: 'viewer' },
    ]);
    return c;
  }

  const setStatus = (id: string, name: string, status: CollectionStatus) =>
    call('PUT', '/api/collection/update', owner, { id, name, isPublic: false, status });

  it('refuses a viewer and an editor every way to invite, or to read the invitations', async () => {
    const c = await sharedCollection();
    const link = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'viewer',
      days: 1,
    });
    const linkId = link.json().data.id as string;
    const outsider = await createUser(t.app);
    for (const member of [editor, viewer]) {
      const attempts = [
        call('POST', `/api/collection/${c.id}/inviteLinks`, member, { role: 'editor', days: 30 }),
        call('POST', `/api/collection/${c.id}/invites`, member, {
          userName: outsider.user.userName,
          role: 'editor',
        }),
        call('GET', `/api/collection/${c.id}/invites`, member),
        call('DELETE', `/api/collection/${c.id}/invites/${linkId}`, member),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.json()).toMatchObject({ success: false, statusCode: 403 });
      }
      // They see who keeps the collection, and nothing of what the owner has sent out.
      const page = (await call('GET', `/api/collection/${c.id}/members`, member)).json().data;
      expect(page.items).toHaveLength(2);
      expect(JSON.stringify(page)).not.toContain(linkId);
    }
    // The owner's link still stands, and only the owner's own list shows it.
    const invites = (await call('GET', `/api/collection/${c.id}/invites`, owner)).json().data;
    expect(invites.map((invite: { id: string }) => invite.id)).toEqual([linkId]);
  });

  it('opens nothing through a link while its collection is archived or once it is deleted', async () => {
    const c = await sharedCollection();
    const link = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'editor',
      days: 7,
    });
    const { token } = link.json().data as { token: string };
    const stranger = await createUser(t.app);
    const tryLink = async () => {
      const offer = await call('GET', `/api/invite/link/${token}`, stranger);
      const accept = await call('POST', '/api/invite/accept', stranger, { token });
      return [offer.json().message, accept.json().message, accept.statusCode];
    };
    const refused = [memberMessages.inviteNotFound, memberMessages.inviteNotFound, 404];

    expect((await setStatus(c.id, c.name, collectionStatus.archived)).statusCode).toBe(200);
    expect(await tryLink()).toEqual(refused);
    // Deleted (from active, the only way there).
    expect((await setStatus(c.id, c.name, collectionStatus.active)).statusCode).toBe(200);
    expect((await setStatus(c.id, c.name, collectionStatus.deleted)).statusCode).toBe(200);
    expect(await tryLink()).toEqual(refused);
    expect((await call('GET', `/api/collection/${c.id}`, stranger)).statusCode).toBe(404);
    // Nor can the owner hand out a new link to a deleted collection.
    const late = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'viewer',
      days: 1,
    });
    expect(late.statusCode).toBe(404);
  });

  it('never removes, demotes or re-admits the owner, by any path', async () => {
    const c = await sharedCollection();
    const ownerUrl = `/api/collection/${c.id}/members/${owner.user.id}`;
    for (const member of [editor, viewer]) {
      const removal = await call('DELETE', ownerUrl, member);
      expect(removal.json()).toMatchObject({ success: false, statusCode: 403 });
      const demotion = await call('PUT', ownerUrl, member, { role: 'viewer' });
      expect(demotion.json()).toMatchObject({ success: false, statusCode: 403 });
    }
    // The owner is no member to leave or to change: the collection stays theirs.
    const leave = await call('DELETE', ownerUrl, owner);
    expect(leave.json()).toMatchObject({ statusCode: 404, message: memberMessages.notFound });
    const demote = await call('PUT', ownerUrl, owner, { role: 'viewer' });
    expect(demote.json()).toMatchObject({ statusCode: 404, message: memberMessages.notFound });
    // Nor can the owner become a member of their own collection, by name or by link.
    const byName = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: owner.user.userName,
      role: 'viewer',
    });
    expect(byName.json()).toMatchObject({ statusCode: 400, message: memberMessages.self });
    const link = await call('POST', `/api/collection/${c.id}/inviteLinks`, owner, {
      role: 'viewer',
      days: 1,
    });
    const own = await call('POST', '/api/invite/accept', owner, { token: link.json().data.token });
    expect(own.json()).toMatchObject({ statusCode: 400, message: memberMessages.self });

    const still = (await call('GET', `/api/collection/${c.id}`, owner)).json().data;
    expect(still).toMatchObject({ access: 'owner', isEditable: true, userId: owner.user.id });
    const page = (await call('GET', `/api/collection/${c.id}/members`, owner)).json().data;
    expect(page.owner.userId).toBe(owner.user.id);
    expect(page.items.map((m: { userId: string }) => m.userId)).not.toContain(owner.user.id);
  });
});
