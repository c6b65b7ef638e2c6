import { maxMembers } from '@kolekt/shared/members';
import { memberMessages } from '@kolekt/shared/server-messages';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionInvites, collectionMembers } from '../../db/schema';
import { createCollection, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<typeof createUser>>;

describe('the member limit through an invite link', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Members and live invitations of a collection, as the database holds them. */
  async function seatsTaken(collectionId: string) {
    const { db } = t.database;
    const [[members], [invites]] = await Promise.all([
      db
        .select({ n: count() })
        .from(collectionMembers)
        .where(eq(collectionMembers.collectionId, collectionId)),
      db
        .select({ n: count() })
        .from(collectionInvites)
        .where(
          and(
            eq(collectionInvites.collectionId, collectionId),
            gt(collectionInvites.expiresAt, new Date()),
          ),
        ),
    ]);
    return { members: members!.n, invites: invites!.n };
  }

  it('lets no more people in than the cap when a leaked link is used by many accounts at once', async () => {
    // An owner keeps a private list and posts one viewer link in a group chat.
    const owner = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/collection/${c.id}/inviteLinks`,
      headers: owner.auth,
      payload: { role: 'viewer', days: 7 },
    });
    expect(link.statusCode).toBe(201);
    const { token } = link.json().data as { token: string };

    // The link leaks; an attacker has 60 accounts ready and sends every accept at the same moment.
    const accounts: User[] = [];
    for (let i = 0; i < 60; i++) accounts.push(await createUser(t.app));
    const answers = await Promise.all(
      accounts.map((account) =>
        t.app.inject({
          method: 'POST',
          url: '/api/invite/accept',
          headers: account.auth,
          payload: { token },
        }),
      ),
    );

    // The link keeps its own seat: members and live invitations together stay within the cap.
    const joined = accounts.filter((_, i) => answers[i]!.statusCode === 200);
    const refused = accounts.filter((_, i) => answers[i]!.statusCode !== 200);
    expect(joined).toHaveLength(maxMembers - 1);
    for (const answer of answers.filter((res) => res.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({
        success: false,
        statusCode: 409,
        message: memberMessages.tooMany,
      });
    }
    const taken = await seatsTaken(c.id);
    expect(taken.members + taken.invites).toBe(maxMembers);

    // Every account turned away still finds the private collection missing.
    for (const account of refused) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/collection/${c.id}`,
        headers: account.auth,
      });
      expect(read.statusCode).toBe(404);
    }

    // A member already in may open the link again without being refused for the full list.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/invite/accept',
      headers: joined[0]!.auth,
      payload: { token },
    });
    expect(again.statusCode).toBe(200);
  });

  it('holds the cap for invitations by name and new links once the list is full', async () => {
    const owner = await createUser(t.app);
    const c = await createCollection(t.app, owner.user.id, { isPublic: false });
    const people: User[] = [];
    for (let i = 0; i < maxMembers; i++) people.push(await createUser(t.app));
    await t.database.db
      .insert(collectionMembers)
      .values(
        people
          .slice(0, maxMembers - 1)
          .map((person) => ({ collectionId: c.id, userId: person.user.id, role: 'viewer' })),
      );

    // One seat left: two invitations sent at once, one by name and one link; one gets it.
    const [byName, byLink] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/collection/${c.id}/invites`,
        headers: owner.auth,
        payload: { userName: people.at(-1)!.user.userName, role: 'viewer' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/collection/${c.id}/inviteLinks`,
        headers: owner.auth,
        payload: { role: 'viewer', days: 1 },
      }),
    ]);
    expect([byName.statusCode, byLink.statusCode].sort()).toEqual([201, 409]);
    const taken = await seatsTaken(c.id);
    expect(taken.members + taken.invites).toBe(maxMembers);
  });
});
