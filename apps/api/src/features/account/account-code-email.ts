import type { Language } from '@kolekt/shared/constants';
import type { MailMessage } from '../../mail/mail-message';
import { escapeHtml } from '../../lib/escape-html';

/** What a mailed account code is for: resetting the password, or proving a new address. */
export type AccountCodeKind = 'reset' | 'email_change';

const texts = {
  reset: {
    tr: {
      subject: 'Kolekt şifre sıfırlama kodunuz',
      body: 'Kolekt şifrenizi sıfırlamak için bu kodu girin:',
    },
    en: {
      subject: 'Your Kolekt password reset code',
      body: 'Enter this code to reset your Kolekt password:',
    },
  },
  email_change: {
    tr: {
      subject: 'Yeni e-posta adresinizi doğrulayın',
      body: 'Kolekt hesabınızın e-posta adresini bu adresle değiştirmek için bu kodu girin:',
    },
    en: {
      subject: 'Confirm your new e-mail address',
      body: 'Enter this code to change the e-mail address of your Kolekt account to this one:',
    },
  },
} as const;

const common = {
  tr: {
    greeting: (name: string) => `Merhaba ${name},`,
    expiry:
      'Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda bir şey değişmez.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    expiry:
      'The code is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail; nothing changes in your account.',
  },
} as const;

/** The code on a line of its own, as in the verification e-mail. */
export function accountCodeEmail(options: {
  kind: AccountCodeKind;
  to: string;
  name: string;
  code: string;
  language: Language;
}): MailMessage {
  const { subject, body } = texts[options.kind][options.language];
  const { greeting, expiry } = common[options.language];
  return {
    to: options.to,
    subject,
    text: `${greeting(options.name)}\n\n${body}\n\n${options.code}\n\n${expiry}\n`,
    html: `<p>${escapeHtml(greeting(options.name))}</p><p>${body}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${options.code}</p><p>${expiry}</p>`,
  };
}
