import { expect } from '@playwright/test';
import { accountCodeEmail } from '../../apps/api/src/features/account/account-code-email';
import { accountNoticeEmail } from '../../apps/api/src/mail/account-notice-email';
import type { MailMessage } from '../../apps/api/src/mail/mail-message';
import { verificationEmail } from '../../apps/api/src/mail/verification-email';
import type { Language } from './i18n';
import { codeIn, type Mail } from './mailbox';

type Wording = (mail: Mail, name: string, language: Language) => MailMessage;

/**
 * The api's own wording of the mails the account flows send (to the mails what the locale files
 * are to the screens), with the code the received mail holds.
 */
const wordings = {
  verification: (mail, name, language) =>
    verificationEmail({ to: mail.to, name, code: codeIn(mail), language }),
  reset: (mail, name, language) =>
    accountCodeEmail({ kind: 'reset', to: mail.to, name, code: codeIn(mail), language }),
  'sign-up-attempt': (mail, name, language) =>
    accountNoticeEmail({ kind: 'sign-up-attempt', to: mail.to, name, language }),
} satisfies Record<string, Wording>;

/** Fails unless `mail` is the api's `kind` mail, greeting `name`, in `language`. */
export function expectMail(
  mail: Mail,
  kind: keyof typeof wordings,
  { name, language }: { name: string; language: Language },
) {
  const wanted = wordings[kind](mail, name, language);
  expect(
    { subject: mail.subject, text: mail.text.trim() },
    `the ${kind} mail to ${name} in ${language}`,
  ).toEqual({ subject: wanted.subject, text: wanted.text.trim() });
}
