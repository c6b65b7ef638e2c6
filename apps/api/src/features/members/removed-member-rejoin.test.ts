import { memberMessages } from '@kolekt/shared/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('a removed member and the links they held', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: User, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: who.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const newLink = async (owner: User, collectionId: string, role: 'editor' | 'viewer') => {
    const res = await call('POST', `/api/collection/${collectionId}/inviteLinks`, owner, {
      role,
      days: 30,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.token as string;
  };

  it('keeps out a removed member who kept an old link, while a link made later may let them back', async () => {
    // The owner shares a 30-day editor link with a household group; Mallory joins through it.
    const owner = await createUser(t.app);
    const mallory = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const oldLink = await newLink(owner, c.id, 'editor');
    expect((await call('POST', '/api/invite/accept', mallory, { token: oldLink })).statusCode).toBe(
      200,
    );

    // Mallory misbehaves and the owner removes her; the link stays live for everyone else.
    const removed = await call(
      'DELETE',
      `/api/collection/${c.id}/members/${mallory.user.id}`,
      owner,
    );
    expect(removed.statusCode).toBe(200);

    // Mallory reopens the old link from her chat history: it no longer opens for her.
    const offer = await call('GET', `/api/invite/link/${oldLink}`, mallory);
    expect(offer.json()).toMatchObject({ success: false, message: memberMessages.inviteNotFound });
    const rejoin = await call('POST', '/api/invite/accept', mallory, { token: oldLink });
    expect(rejoin.json()).toMatchObject({
      success: false,
      statusCode: 404,
      message: memberMessages.inviteNotFound,
    });
    expect((await call('GET', `/api/collection/${c.id}`, mallory)).statusCode).toBe(404);
    const members = (await call('GET', `/api/collection/${c.id}/members`, owner)).json().data;
    expect(members.items.map((m: { userId: string }) => m.userId)).not.toContain(mallory.user.id);

    // The same link still lets in the people it was shared with.
    const friend = await createUser(t.app);
    expect((await call('POST', '/api/invite/accept', friend, { token: oldLink })).statusCode).toBe(
      200,
    );

    // Later the owner forgives her and makes a new link (as a viewer this time): it admits her.
    const newer = await newLink(owner, c.id, 'viewer');
    const back = await call('POST', '/api/invite/accept', mallory, { token: newer });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: c.id, access: 'viewer' });
  });

  it('keeps out a removed member through an invitation by name sent before the removal', async () => {
    const owner = await createUser(t.app);
    const mallory = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    // Invited by name, she joins through a link instead, leaving the invitation behind.
    const invited = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: mallory.user.userName,
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const link = await newLink(owner, c.id, 'viewer');
    expect((await call('POST', '/api/invite/accept', mallory, { token: link })).statusCode).toBe(
      200,
    );
    await call('DELETE', `/api/collection/${c.id}/members/${mallory.user.id}`, owner);

    const inviteId = invited.json().data.id as string;
    const rejoin = await call('POST', '/api/invite/accept', mallory, { inviteId });
    expect(rejoin.statusCode).toBe(404);
    expect((await call('GET', `/api/collection/${c.id}`, mallory)).statusCode).toBe(404);

    // Invited by name again after the removal, she may come back.
    const again = await call('POST', `/api/collection/${c.id}/invites`, owner, {
      userName: mallory.user.userName,
      role: 'viewer',
    });
    expect(again.statusCode).toBe(201);
    const accepted = await call('POST', '/api/invite/accept', mallory, {
      inviteId: again.json().data.id,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('lets a member who left on their own come back through the link they joined by', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const link = await newLink(owner, c.id, 'viewer');
    await call('POST', '/api/invite/accept', member, { token: link });
    const left = await call('DELETE', `/api/collection/${c.id}/members/${member.user.id}`, member);
    expect(left.statusCode).toBe(200);
    expect((await call('POST', '/api/invite/accept', member, { token: link })).statusCode).toBe(
      200,
    );
  });
});
