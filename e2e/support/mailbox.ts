import { expect } from '@playwright/test';
import { mailHttpPort } from './ports';

/** A mail as the catcher received it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How many mails to each address this test worker has already read. */
const read = new Map<string, number>();

async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(
    `http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as Mail[];
}

/**
 * The first mail to `to` that this worker has not read yet, waiting for it: the api's outbox
 * worker delivers mail after the reply.
 */
export async function nextMail(to: string): Promise<Mail> {
  const index = read.get(to) ?? 0;
  let mail: Mail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(to))[index]) !== undefined, {
      message: `mail number ${index + 1} to ${to}`,
      timeout: 15_000,
    })
    .toBe(true);
  read.set(to, index + 1);
  return mail!;
}

/** The 6-character code on a line of its own in a mail. */
export function codeIn(mail: Mail): string {
  const code = mail.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`);
  return code;
}

/** A well-formed code one character off `code`, so certainly a wrong one. */
export const wrongCode = (code: string) => (code.startsWith('A') ? 'B' : 'A') + code.slice(1);

/** The code in the next mail to `to`. */
export async function readVerificationCode(to: string): Promise<string> {
  return codeIn(await nextMail(to));
}
