import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { readVerificationCode } from './mailbox';

export interface Account {
  name: string;
  surname: string;
  userName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A verified account made through the real api: register, the mailed code, verify. */
export async function createAccount(request: APIRequestContext, name: string): Promise<Account> {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`.slice(-9);
  const account = {
    name,
    surname: 'Test',
    userName: `${name.toLowerCase().slice(0, 6)}_${id}`,
    email: `${name.toLowerCase()}-${id}@example.com`,
    password: 'Str0ng!pass',
  };
  const registered = await request.post('/api/auth/register', {
    data: {
      name,
      surname: account.surname,
      userName: account.userName,
      email: account.email,
      password: account.password,
    },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
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
