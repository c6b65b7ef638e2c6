import { expect } from '@playwright/test';
import { mailHttpPort } from './ports';

/** How many mails to each address this test worker has already read codes from. */
const read = new Map<string, number>();

/**
 * The 6-character code in the newest mail the api sent to `to`, waiting for one not read before:
 * the api's outbox worker delivers mail after the reply.
 */
export async function readVerificationCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as { text: string }[];
        if (mails.length <= (read.get(to) ?? 0)) return undefined;
        code = mails.at(-1)?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
        if (code) read.set(to, mails.length);
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}
