import type { Language } from '@kolekt/shared/constants';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mail-message';

/**
 * What an account's owner is told when someone else acts on their address: a sign-up with it
 * (the sign-up is answered as any other, so only the owner learns the address has an account),
 * or repeated wrong passwords; and, when the password changes, so that a change the owner did not
 * make is noticed while "Forgot password" can still undo it.
 */
export type AccountNoticeKind = 'sign-up-attempt' | 'failed-sign-ins' | 'password-changed';

const texts = {
  'sign-up-attempt': {
    tr: {
      subject: 'Kolekt hesabınızın adresiyle yeni bir kayıt denendi',
      lines: [
        'Birisi bu e-posta adresiyle yeni bir Kolekt hesabı açmayı denedi. Bu adresin zaten bir hesabı olduğu için yeni hesap açılmadı.',
        'Siz denediyseniz mevcut hesabınızla giriş yapın; şifrenizi hatırlamıyorsanız giriş ekranındaki "Şifremi unuttum" ile yeni bir şifre belirleyin.',
        'Siz denemediyseniz bir şey yapmanız gerekmez: hesabınızda hiçbir şey değişmedi.',
      ],
    },
    en: {
      subject: 'Someone tried to sign up with your Kolekt address',
      lines: [
        'Someone tried to create a new Kolekt account with this e-mail address. It already has an account, so no new one was made.',
        'If it was you, log in with your account; if you have forgotten your password, set a new one with "Forgot password" on the login screen.',
        'If it was not you, there is nothing to do: nothing in your account changed.',
      ],
    },
  },
  'failed-sign-ins': {
    tr: {
      subject: 'Kolekt hesabınıza hatalı şifreyle giriş denendi',
      lines: [
        'Hesabınıza art arda hatalı şifreyle giriş denendi. Tahminleri yavaşlatıyoruz; doğru şifreyle her zamanki tarayıcınızdan girebilirsiniz.',
        'Siz değildiyseniz şifrenizin başka bir yerde kullanmadığınız, güçlü bir şifre olduğundan emin olun; dilerseniz "Şifremi unuttum" ile değiştirin.',
      ],
    },
    en: {
      subject: 'Wrong passwords were tried on your Kolekt account',
      lines: [
        'Someone tried to log in to your account with wrong passwords several times. We are slowing the guesses down; you can still log in with your password from the browser you usually use.',
        'If it was not you, make sure your password is a strong one you use nowhere else; you can change it with "Forgot password".',
      ],
    },
  },
  'password-changed': {
    tr: {
      subject: 'Kolekt şifreniz değiştirildi',
      lines: [
        'Kolekt hesabınızın şifresi az önce değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
        'Bunu siz yaptıysanız bir şey yapmanız gerekmez.',
        'Siz yapmadıysanız giriş ekranındaki "Şifremi unuttum" ile hemen yeni bir şifre belirleyin.',
      ],
    },
    en: {
      subject: 'Your Kolekt password was changed',
      lines: [
        'The password of your Kolekt account was just changed. You were logged out on your other devices.',
        'If it was you, there is nothing to do.',
        'If it was not you, set a new password right away with "Forgot password" on the login screen.',
      ],
    },
  },
} as const;

const greetings = {
  tr: (name: string) => `Merhaba ${name},`,
  en: (name: string) => `Hello ${name},`,
} as const;

export function accountNoticeEmail(options: {
  kind: AccountNoticeKind;
  to: string;
  name: string;
  language: Language;
}): MailMessage {
  const { subject, lines } = texts[options.kind][options.language];
  const greeting = greetings[options.language](options.name);
  return {
    to: options.to,
    subject,
    text: `${greeting}\n\n${lines.join('\n\n')}\n`,
    html: [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
