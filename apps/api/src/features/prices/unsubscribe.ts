import type { Language } from '@kolekt/shared/constants';
import { serverMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hmacHex, safeEqualHex } from '../../lib/secrets';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The one-click unsubscribe token of price alert e-mails (RFC 8058): the user id and its HMAC
 * under a key of its own. It does not expire: a link in an old e-mail must still work, and all
 * it can do is turn price e-mails off.
 */
export const unsubscribeToken = (key: Buffer, userId: string) =>
  `${userId}.${hmacHex(key, userId)}`;

const tokenShape = /^([0-9a-f-]{36})\.([0-9a-f]{64})$/;

interface TokenOptions {
  db: DbOrTx;
  key: Buffer;
  token: string;
}

/** The token's user id; a forged or broken token is a 400. */
function tokenUser(key: Buffer, token: string): string {
  const match = tokenShape.exec(token);
  const userId = match?.[1];
  if (!match || !userId || !safeEqualHex(hmacHex(key, userId), match[2]!)) {
    throw badRequest(serverMessages.invalidRequest, {
      errors: { token: [serverMessages.invalidValue] },
    });
  }
  return userId;
}

const pageLanguage = (user: { language: string } | undefined): Language => {
  if (!user) throw badRequest(serverMessages.invalidRequest);
  return user.language === 'en' ? 'en' : 'tr';
};

/** The language of the link's user, changing nothing (a mail scanner may open any link). */
export async function unsubscribeLinkLanguage(options: TokenOptions): Promise<Language> {
  const [user] = await options.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, tokenUser(options.key, options.token)));
  return pageLanguage(user);
}

/** Turns off price alert e-mails for the token's user; the language of their pages. */
export async function unsubscribeFromAlertEmails(options: TokenOptions): Promise<Language> {
  const [user] = await options.db
    .update(users)
    .set({ alertEmail: false })
    .where(eq(users.id, tokenUser(options.key, options.token)))
    .returning({ language: users.language });
  return pageLanguage(user);
}

const pageTexts = {
  tr: {
    confirmTitle: 'Fiyat uyarısı e-postaları kapatılsın mı?',
    confirmBody:
      'Fiyat uyarılarını artık e-postayla almazsınız. Bildirim tercihlerinizi profilinizden istediğiniz zaman değiştirebilirsiniz.',
    confirmButton: 'E-postaları kapat',
    doneTitle: 'Abonelik iptal edildi',
    doneBody:
      'Artık fiyat uyarısı e-postası almayacaksınız. Bildirim tercihlerinizi profilinizden değiştirebilirsiniz.',
    link: "Kolekt'e dön",
  },
  en: {
    confirmTitle: 'Turn off price alert e-mails?',
    confirmBody:
      'You will no longer get price alerts by e-mail. You can change your notification preferences in your profile at any time.',
    confirmButton: 'Turn off e-mails',
    doneTitle: 'Unsubscribed',
    doneBody:
      'You will no longer receive price alert e-mails. You can change your notification preferences in your profile.',
    link: 'Back to Kolekt',
  },
} as const;

/**
 * The small page a browser shows for the link in the e-mail: first a question whose button posts
 * back to the same address (opening the link changes nothing), then the answer.
 */
export function unsubscribePage(
  step: 'confirm' | 'done',
  language: Language,
  webUrl: string,
): string {
  const t = pageTexts[language];
  const title = step === 'confirm' ? t.confirmTitle : t.doneTitle;
  const action =
    step === 'confirm'
      ? `<form method="post"><button type="submit" style="font:inherit;padding:.5rem 1rem">${t.confirmButton}</button></form>`
      : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Kolekt</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${step === 'confirm' ? t.confirmBody : t.doneBody}</p>${action}<p><a href="${escapeHtml(webUrl)}/">${t.link}</a></p></main></body></html>`;
}
