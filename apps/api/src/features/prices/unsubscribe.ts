import type { Language } from '@kolekt/shared/constants';
import { serverMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { hmacHex, safeEqualHex } from '../../lib/secrets';

/**
 * The one-click unsubscribe token of price alert e-mails (RFC 8058): the user id and its HMAC
 * under a key of its own. It does not expire: a link in an old e-mail must still work, and all
 * it can do is turn price e-mails off.
 */
export const unsubscribeToken = (key: Buffer, userId: string) =>
  `${userId}.${hmacHex(key, userId)}`;

const tokenShape = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/;

/** Turns off price alert e-mails for the token's user; a forged or broken token is a 400. */
export async function unsubscribeFromAlertEmails(options: {
  db: DbOrTx;
  key: Buffer;
  token: string;
}): Promise<{ language: Language }> {
  const match = tokenShape.exec(options.token);
  const userId = match?.[1];
  if (!match || !userId || !safeEqualHex(hmacHex(options.key, userId), match[2]!)) {
    throw badRequest(serverMessages.invalidRequest, {
      errors: { token: [serverMessages.invalidValue] },
    });
  }
  const [user] = await options.db
    .update(users)
    .set({ alertEmail: false })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  if (!user) throw badRequest(serverMessages.invalidRequest);
  return { language: user.language === 'en' ? 'en' : 'tr' };
}

const pageTexts = {
  tr: {
    title: 'Abonelik iptal edildi',
    body: 'Artık fiyat uyarısı e-postası almayacaksınız. Bildirim tercihlerinizi profilinizden değiştirebilirsiniz.',
    link: "Kolekt'e dön",
  },
  en: {
    title: 'Unsubscribed',
    body: 'You will no longer receive price alert e-mails. You can change your notification preferences in your profile.',
    link: 'Back to Kolekt',
  },
} as const;

/** The small page a browser shows after following the link in the e-mail. */
export function unsubscribedPage(language: Language, webUrl: string): string {
  const t = pageTexts[language];
  const home = webUrl.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} · Kolekt</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${t.title}</h1><p>${t.body}</p><p><a href="${home}/">${t.link}</a></p></body></html>`;
}
