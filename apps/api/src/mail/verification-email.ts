import type { Language } from '@kolekt/shared/constants';
import type { MailMessage } from './mail-message';
import { escapeHtml } from '../lib/escape-html';

const texts = {
  tr: {
    subject: 'Kolekt doğrulama kodunuz',
    greeting: (name: string) => `Merhaba ${name},`,
    body: 'Kolekt hesabınızı doğrulamak için bu kodu girin:',
    expiry:
      'Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  en: {
    subject: 'Your Kolekt verification code',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Enter this code to verify your Kolekt account:',
    expiry:
      'The code is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  },
} as const;

export function verificationEmail(options: {
  to: string;
  name: string;
  code: string;
  language: Language;
}): MailMessage {
  const t = texts[options.language];
  return {
    to: options.to,
    subject: t.subject,
    text: `${t.greeting(options.name)}\n\n${t.body}\n\n${options.code}\n\n${t.expiry}\n`,
    html: `<p>${escapeHtml(t.greeting(options.name))}</p><p>${t.body}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${options.code}</p><p>${t.expiry}</p>`,
  };
}
