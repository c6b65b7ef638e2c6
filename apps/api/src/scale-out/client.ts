import { randomBytes } from 'node:crypto';
import type { Envelope } from '@kolekt/shared/envelope';
import type { Session } from '@kolekt/shared/user';
import type { Dispatcher } from 'undici';
import { validRegistration } from '../test/auth-helpers';

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  /** The refresh cookie the reply set ('' when it cleared it), if it touched it. */
  refreshCookie?: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The refresh cookie to send, as a browser sends it to /api/auth. */
  refreshCookie?: string;
  headers?: Record<string, string>;
  /** How to connect (a browser's own address: `browserAt`). */
  dispatcher?: Dispatcher;
}

/** One JSON request over the network to an api instance or the proxy, as a browser makes it. */
export async function call<T = unknown>(
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refreshCookie) headers.cookie = `kolekt_rt=${options.refreshCookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(origin + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    dispatcher: options.dispatcher,
  } as RequestInit);
  const body = (await response.json()) as Envelope<T>;
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kolekt_rt='));
  const refreshCookie = cookie?.slice('kolekt_rt='.length).split(';')[0];
  return { status: response.status, body, headers: response.headers, refreshCookie };
}

/**
 * Client addresses of this run, each in a /64 of its own (IPv6 limits count per /64): the
 * machine's Redis keeps limit counts between runs.
 */
export function runAddresses() {
  const run = randomBytes(2).toString('hex');
  let next = 0;
  return () => `fd00:5ca1:${run}:${(next++).toString(16)}::1`;
}

export interface Account {
  email: string;
  password: string;
}

/** Registers through `origin` from `address`, and verifies the e-mail with the mailed code. */
export async function createAccount(
  origin: string,
  codeFor: (email: string) => Promise<string>,
  address: string,
): Promise<Account> {
  const id = randomBytes(5).toString('hex');
  const account = { email: `scale-${id}@example.com`, password: validRegistration.password };
  const headers = { 'x-forwarded-for': address };
  const registered = await call(origin, 'POST', '/api/auth/register', {
    body: { ...validRegistration, ...account, userName: `scale_${id}` },
    headers,
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const verified = await call(origin, 'POST', '/api/auth/verify-email', {
    body: { ...account, otp: await codeFor(account.email) },
    headers,
  });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return account;
}

export interface SignedIn {
  token: string;
  userId: string;
  refreshCookie: string;
}

export async function signIn(
  origin: string,
  account: Account,
  options: Pick<CallOptions, 'headers' | 'dispatcher'> = {},
): Promise<SignedIn> {
  const reply = await call<Session>(origin, 'POST', '/api/auth/login', {
    ...options,
    body: account,
  });
  if (reply.status !== 200 || !reply.body.data || !reply.refreshCookie) {
    throw new Error(`login: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  const { accessToken, user } = reply.body.data;
  return { token: accessToken, userId: user.id, refreshCookie: reply.refreshCookie };
}

/**
 * Signs up through `origin` as a person does: registers, reads the code from the mail, and
 * sends it back to verify the address.
 */
export async function signUp(
  origin: string,
  codeFor: (email: string) => Promise<string>,
  dispatcher?: Dispatcher,
): Promise<Account> {
  const id = randomBytes(5).toString('hex');
  const account = { email: `shipped-${id}@example.com`, password: validRegistration.password };
  const registered = await call(origin, 'POST', '/api/auth/register', {
    body: { ...validRegistration, ...account, userName: `shipped_${id}` },
    dispatcher,
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const verified = await call(origin, 'POST', '/api/auth/verify-email', {
    body: { ...account, otp: await codeFor(account.email) },
    dispatcher,
  });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return account;
}
