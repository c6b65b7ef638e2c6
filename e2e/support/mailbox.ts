import { expect } from '@playwright/test';
import { mailHttpPort } from './ports';

/** The 6-character code in the newest mail the api sent to `to`. */
export async function readVerificationCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as { text: string }[];
        code = mails.at(-1)?.text.match(/^\s*([A-Z0-9]{6})\s*$/m)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}
