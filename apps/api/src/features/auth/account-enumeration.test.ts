import { codeMessages, loginMessages } from '@kolekt/shared/server-messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, validRegistration } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type * as password from './password';
import { hashPassword, verifyPassword } from './password';
import { issueVerificationCode } from './verification-code';

// Password work is most of a request's time: every hash and check is counted.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});
const hashes = vi.mocked(hashPassword);
const checks = vi.mocked(verifyPassword);

const rounds = 8;

/** The body a client sees. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

/** What a request asked of the database and of argon2: what its time is made of. */
interface Work {
  statements: string[];
  hashes: number;
  checks: number;
}

/**
 * Issue #30, finding 2: an attacker with a list of addresses asks every account endpoint about
 * each and compares the answers and their timing. Addresses with an account, without one, and
 * (where it matters) with a pending code must read the same and do the same work: the same
 * statements to the database and the same password hashing, so that they take as long, on any
 * machine, however busy (a timed comparison would only measure the machine's noise here).
 */
describe('the account endpoints tell no one which addresses have accounts', () => {
  let t: TestApp;
  let client = 0;
  const nextClient = () => `198.18.${(++client >> 8) & 255}.${client & 255}`;
  let statements: string[] = [];

  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onQuery: (query) => {
          // The job queue's polls and the price checks' scheduler run beside the requests.
          if (!/pgboss|price_/.test(query)) statements.push(query);
        },
      },
    );
    passwordHash = await hashPassword(validRegistration.password);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    hashes.mockClear();
    checks.mockClear();
  });

  const known = async () => (await createUser(t.app, { passwordHash })).user;
  const unknown = () => ({ id: '', email: `nobody-${++client}@example.com` });

  /** Runs each case `rounds` times; answers each case's first reply and the work of each try. */
  async function compare<K extends string>(
    cases: Record<K, (round: number) => Promise<LightMyRequestResponse>>,
  ) {
    const names = Object.keys(cases) as K[];
    const replies = new Map<K, ReturnType<typeof seen>>();
    const work = new Map<K, Work[]>(names.map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const name of names) {
        statements = [];
        hashes.mockClear();
        checks.mockClear();
        const res = await cases[name](round);
        work.get(name)!.push({
          statements,
          hashes: hashes.mock.calls.length,
          checks: checks.mock.calls.length,
        });
        if (round === 0) replies.set(name, seen(res));
      }
    }
    return {
      replies: names.map((name) => replies.get(name)!),
      /** The work seen most often for each case: a background job may cut into a try. */
      work: names.map((name) => usual(work.get(name)!)),
    };
  }

  function usual(tries: Work[]): Work {
    const counts = new Map<string, number>();
    for (const entry of tries) {
      const key = JSON.stringify(entry);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return JSON.parse([...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]) as Work;
  }

  it('reset-password: an unknown address, one without a code and one with a code read alike', async () => {
    const noCode = await Promise.all(Array.from({ length: rounds }, known));
    const withCode = await Promise.all(Array.from({ length: rounds }, known));
    for (const user of withCode) {
      const owner = { userId: user.id };
      const codeKey = t.app.ctx.secrets.codeKey;
      await issueVerificationCode({ db: t.database.db, codeKey, owner, purpose: 'reset' });
    }
    const reset = (email: string) =>
      post(
        t.app,
        '/api/auth/reset-password',
        { email, otp: 'ABCDEF', password: 'N3w!secret' },
        {},
        nextClient(),
      );
    const { replies, work } = await compare({
      unknown: () => reset(unknown().email),
      noCode: (round) => reset(noCode[round]!.email),
      withCode: (round) => reset(withCode[round]!.email),
    });
    expect(work[0]!.statements.length).toBeGreaterThan(0);
    expect(work).toEqual([work[0], work[0], work[0]]);
    expect(replies[0]).toEqual({
      status: 400,
      body: { success: false, statusCode: 400, message: codeMessages.rejected, data: null },
    });
    expect(replies).toEqual([replies[0], replies[0], replies[0]]);
  });

  it('verify-email: an unknown address, an account and a pending sign-up read alike', async () => {
    const accounts = await Promise.all(Array.from({ length: rounds }, known));
    const pending = Array.from({ length: rounds }, (_, i) => `pending-${i}@example.com`);
    for (const [i, email] of pending.entries()) {
      const signUp = { ...validRegistration, userName: `pending_${i}`, email };
      expect((await post(t.app, '/api/auth/register', signUp, {}, nextClient())).statusCode).toBe(
        201,
      );
    }
    const verify = (email: string) =>
      post(
        t.app,
        '/api/auth/verify-email',
        { email, otp: 'ABCDEF', password: validRegistration.password },
        {},
        nextClient(),
      );
    const { replies, work } = await compare({
      unknown: () => verify(unknown().email),
      account: (round) => verify(accounts[round]!.email),
      pending: (round) => verify(pending[round]!),
    });
    expect(work).toEqual([work[0], work[0], work[0]]);
    expect(replies[0]?.body.message).toBe(codeMessages.rejected);
    expect(replies).toEqual([replies[0], replies[0], replies[0]]);
  });

  it('login: an unknown address and an account with a wrong password read alike', async () => {
    const accounts = await Promise.all(Array.from({ length: rounds }, known));
    const login = (email: string) =>
      post(t.app, '/api/auth/login', { email, password: 'Wr0ng!pass' }, {}, nextClient());
    const { replies, work } = await compare({
      unknown: () => login(unknown().email),
      account: (round) => login(accounts[round]!.email),
    });
    expect(work[0]).toMatchObject({ hashes: 0, checks: 1 });
    expect(work).toEqual([work[0], work[0]]);
    expect(replies[0]?.body.message).toBe(loginMessages.invalid);
    expect(replies).toEqual([replies[0], replies[0]]);
  });

  it('register: a new address and one with an account read alike', async () => {
    const accounts = await Promise.all(Array.from({ length: rounds }, known));
    const register = (email: string, round: number, kind: string) =>
      post(
        t.app,
        '/api/auth/register',
        { ...validRegistration, userName: `${kind}_${round}`, email },
        {},
        nextClient(),
      );
    const { replies, work } = await compare({
      fresh: (round) => register(unknown().email, round, 'fresh'),
      taken: (round) => register(accounts[round]!.email, round, 'taken'),
    });
    // A taken address mails its owner a notice where a new one mails the code: the same work.
    expect(work[0]).toMatchObject({ hashes: 1, checks: 0 });
    expect(work).toEqual([work[0], work[0]]);
    const shape = ({ status, body }: (typeof replies)[number]) => ({
      status,
      message: body.message,
      keys: Object.keys(body.data),
    });
    expect(replies[0]?.status).toBe(201);
    expect(shape(replies[1]!)).toEqual(shape(replies[0]!));
  });

  it('limits reset tries per address and per client, known address or not', async () => {
    const user = await known();
    const tries = (email: string, from: () => string, count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          post(
            t.app,
            '/api/auth/reset-password',
            { email, otp: 'ABCDEF', password: 'N3w!secret' },
            {},
            from(),
          ),
        ),
      );
    for (const email of [user.email, unknown().email]) {
      const replies = await tries(email, nextClient, 11);
      const refused = replies.filter((res) => res.statusCode === 429);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.json()).toMatchObject({ message: codeMessages.tooMany });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    }
    const oneClient = nextClient();
    const fromOne = await Promise.all(
      Array.from({ length: 31 }, () =>
        post(
          t.app,
          '/api/auth/reset-password',
          { email: unknown().email, otp: 'ABCDEF', password: 'N3w!secret' },
          {},
          oneClient,
        ),
      ),
    );
    expect(fromOne.filter((res) => res.statusCode === 429)).toHaveLength(1);
  });
});
