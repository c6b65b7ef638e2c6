import { validationMessages } from '@kolekt/shared/messages';
import { accountMessages } from '@kolekt/shared/server-messages';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  comments,
  emailCodes,
  follows,
  likes,
  mailOutbox,
  notifications,
  refreshTokens,
  users,
} from '../../db/schema';
import { post } from '../../test/auth-helpers';
import { startFakeGoogle } from '../../test/fake-google';
import { createCollection, createProduct, createUser } from '../../test/factories';
import { connectHub, waitFor } from '../../test/hub-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accessWorks, password, refreshWorks, userWithPassword } from './account-test-helpers';

const clientId = 'kolekt-web.apps.googleusercontent.com';

describe('delete account', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({ ...google.env, GOOGLE_CLIENT_ID: clientId });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const remove = (headers: Record<string, string>, body: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload: body });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const like = (collectionId: string, headers: Record<string, string>) =>
    post(t.app, '/api/like/create', { CollectionId: collectionId }, headers);
  const comment = (collectionId: string, content: string, headers: Record<string, string>) =>
    post(t.app, '/api/comment/create', { collectionId, content }, headers);
  const follow = (followerId: string, followingId: string, headers: Record<string, string>) =>
    post(t.app, '/api/user/follow', { followerId, followingId }, headers);

  it('removes the user and what is theirs, and keeps every counter others see right', async () => {
    const leaving = await userWithPassword(t.app);
    const anna = await createUser(t.app);
    const bora = await createUser(t.app);
    const annas = await createCollection(t.app, anna.user.id);
    const leavings = await createCollection(t.app, leaving.user.id, { isPublic: true });
    await createProduct(t.app, {}, [leavings.id, annas.id]);

    expect((await like(annas.id, leaving.auth)).statusCode).toBe(200);
    expect((await like(annas.id, bora.auth)).statusCode).toBe(200);
    expect((await like(leavings.id, anna.auth)).statusCode).toBe(200);
    for (const text of ['First!', 'Second thought']) {
      expect((await comment(annas.id, text, leaving.auth)).statusCode).toBe(201);
    }
    expect((await comment(annas.id, 'Mine stays', bora.auth)).statusCode).toBe(201);
    expect((await comment(leavings.id, 'Nice one', anna.auth)).statusCode).toBe(201);
    expect((await follow(leaving.user.id, anna.user.id, leaving.auth)).statusCode).toBe(200);
    expect((await follow(bora.user.id, leaving.user.id, bora.auth)).statusCode).toBe(200);
    expect((await follow(bora.user.id, anna.user.id, bora.auth)).statusCode).toBe(200);

    const hub = await connectHub(t.app, leaving.session.accessToken);
    let hubClosed = false;
    hub.connection.onclose(() => (hubClosed = true));

    const deleted = await remove(leaving.session.auth, { password });
    await waitFor(() => hubClosed);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: accountMessages.deleted });

    // The user cannot sign in, and their public pages are not found.
    const login = await post(t.app, '/api/auth/login', { email: leaving.user.email, password });
    expect(login.statusCode).toBe(401);
    expect(await accessWorks(t.app, leaving.session.auth)).toBe(false);
    expect(await refreshWorks(t.app, leaving.session.refresh)).toBe(false);
    expect((await get(`/api/collection/${leavings.id}`, anna.auth)).statusCode).toBe(404);
    expect((await get(`/api/user/${leaving.user.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/userName?username=${leaving.user.userName}`)).statusCode).toBe(
      404,
    );

    // Others' counters match the rows that are left.
    const annasNow = (await get(`/api/collection/${annas.id}`, anna.auth)).json().data;
    expect(annasNow).toMatchObject({ likeCount: 1, commentCount: 1 });
    const thread = (await get(`/api/comment/comments/${annas.id}`, anna.auth)).json().data;
    expect(thread.totalCount).toBe(1);
    expect(thread.items.map((c: { content: string }) => c.content)).toEqual(['Mine stays']);
    expect((await get(`/api/user/${anna.user.id}`)).json().data).toMatchObject({
      followerCount: 1,
      followingCount: 0,
    });
    expect((await get(`/api/user/${bora.user.id}`)).json().data).toMatchObject({
      followerCount: 0,
      followingCount: 1,
    });

    // Nothing of the user is left behind.
    const db = t.database.db;
    const id = leaving.user.id;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(collections).where(eq(collections.userId, id))).toEqual([]);
    expect(await db.select().from(likes).where(eq(likes.userId, id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.userId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(follows)
        .where(or(eq(follows.followerId, id), eq(follows.followingId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(or(eq(notifications.userId, id), eq(notifications.actorId, id))),
    ).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toEqual([]);
    expect(await db.select().from(emailCodes).where(eq(emailCodes.userId, id))).toEqual([]);
  });

  it('takes the address out of the mail outbox, sent or not, and leaves others’ mail (finding 6)', async () => {
    const leaving = await userWithPassword(t.app);
    const staying = await createUser(t.app);
    const mail = (to: string) => ({ to, subject: 'A notice', text: 'Hello' });
    await t.app.ctx.mailer.send(mail(leaving.user.email.toUpperCase()));
    await t.app.ctx.mailer.send(mail(staying.user.email));
    await t.database.db.update(mailOutbox).set({ sentAt: sql`now()` });
    await t.app.ctx.mailer.send(mail(leaving.user.email));
    const addressed = (email: string) =>
      t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`);
    expect(await addressed(leaving.user.email)).toHaveLength(2);

    expect((await remove(leaving.session.auth, { password })).statusCode).toBe(200);
    expect(await addressed(leaving.user.email)).toEqual([]);
    expect(await addressed(staying.user.email)).toHaveLength(1);
  });

  it('needs the password, and leaves everything as it was without it', async () => {
    const { user, session } = await userWithPassword(t.app);
    const wrong = await remove(session.auth, { password: 'Wr0ng!pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.passwordIncorrect);
    const none = await remove(session.auth, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors.password).toContain(
      validationMessages.accountDeleteProofRequired,
    );
    expect((await remove({}, { password })).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await accessWorks(t.app, session.auth)).toBe(true);
  });

  it('takes a fresh sign-in with the linked Google account from a Google-only user', async () => {
    const owner = await createUser(t.app, { googleId: 'g-owner' });
    google.issue('owner-token', { sub: 'g-owner', email: owner.user.email, aud: clientId });
    google.issue('someone-else', { sub: 'g-other', email: 'other@gmail.com', aud: clientId });

    const withPassword = await remove(owner.auth, { password });
    expect(withPassword.json().message).toBe(accountMessages.passwordNotSet);
    const otherAccount = await remove(owner.auth, { googleIdToken: 'someone-else' });
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.json().message).toBe(accountMessages.googleMismatch);
    const forged = await remove(owner.auth, { googleIdToken: 'not-a-token' });
    expect(forged.statusCode).toBe(400);

    const deleted = await remove(owner.auth, { googleIdToken: 'owner-token' });
    expect(deleted.statusCode).toBe(200);
    const signIn = await post(t.app, '/api/auth/google-login', { token: 'owner-token' });
    // Google sign-in now makes a new, empty account: the old one is gone for good.
    expect(signIn.json().data.user.id).not.toBe(owner.user.id);
  });
});
