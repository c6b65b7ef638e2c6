import type { Language } from '@kolekt/shared/constants';
import type { MailMessage } from '../../mail/mail-message';
import { alertWording, type AlertFacts, type AlertKind } from './alert-texts';
import { escapeHtml } from '../../lib/escape-html';

const texts = {
  tr: {
    greeting: (name: string) => `Merhaba ${name},`,
    shop: 'Ürünü mağazada aç',
    watching: 'Takip ettiklerin',
    why: 'Bu e-postayı Kolekt’te bu ürünün fiyatını takip ettiğiniz için alıyorsunuz.',
    unsubscribe: 'Fiyat uyarısı e-postalarını kapat',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    shop: 'Open the product in the shop',
    watching: 'Your watched products',
    why: 'You receive this e-mail because you watch this product’s price on Kolekt.',
    unsubscribe: 'Turn off price alert e-mails',
  },
} as const;

/**
 * A price alert e-mail: what happened, the shop's link, the watching list, and a one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe` with an https POST target and
 * `List-Unsubscribe-Post`), which mail clients show as their own "unsubscribe" button.
 */
export function alertEmail(options: {
  to: string;
  name: string;
  language: Language;
  kind: AlertKind;
  facts: AlertFacts;
  productUrl: string;
  watchingUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = texts[options.language];
  const { title, body } = alertWording(options.language, options.kind, options.facts);
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  return {
    to: options.to,
    subject: title,
    text: [
      t.greeting(options.name),
      body,
      `${t.shop}: ${options.productUrl}`,
      `${t.watching}: ${options.watchingUrl}`,
      `${t.why}\n${t.unsubscribe}: ${options.unsubscribeUrl}`,
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(t.greeting(options.name))}</p>`,
      `<p style="font-size:18px">${escapeHtml(body)}</p>`,
      `<p>${link(options.productUrl, t.shop)} · ${link(options.watchingUrl, t.watching)}</p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(t.why)} ${link(options.unsubscribeUrl, t.unsubscribe)}</p>`,
    ].join(''),
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
