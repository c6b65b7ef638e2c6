import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { Language } from './i18n';
import { readVerificationCode } from './mailbox';

export interface Account {
  name: string;
  surname: string;
  userName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new person's sign-up details, unique to this run; `name` is plain ASCII (it makes the address). */
export function newAccount(name: string): Account {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`.slice(-9);
  return {
    name,
    surname: 'Test',
    userName: `${name.toLowerCase().slice(0, 6)}_${id}`,
    email: `${name.toLowerCase()}-${id}@example.com`,
    password: 'Str0ng!pass',
  };
}

/**
 * Signs up through the real api as the web app does in `language` (it sends its language as
 * Accept-Language, and the sign-up's mails and account keep it); the address stays unproven.
 */
export async function signUp(request: APIRequestContext, account: Account, language: Language) {
  const { name, surname, userName, email, password } = account;
  const registered = await request.post('/api/auth/register', {
    headers: { 'Accept-Language': language },
    data: { name, surname, userName, email, password },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
}

/** A verified account made through the real api: sign up, the mailed code, verify. */
export async function createAccount(
  request: APIRequestContext,
  name: string,
  language: Language = 'tr',
): Promise<Account> {
  const account = newAccount(name);
  await signUp(request, account, language);
  const otp = await readVerificationCode(account.email);
  const verified = await request.post('/api/auth/verify-email', {
    data: { email: account.email, otp, password: account.password },
  });
  if (!verified.ok()) throw new Error(`verify failed: ${await verified.text()}`);
  return account;
}

/** Signs the browser context in the way a login does: the refresh cookie lands in the context. */
export async function signIn(
  context: BrowserContext,
  account: Account,
): Promise<{ token: string; userId: string }> {
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { accessToken: string; user: { id: string } };
  };
  return { token: data.accessToken, userId: data.user.id };
}
