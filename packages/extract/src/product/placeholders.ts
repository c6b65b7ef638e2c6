import type { ProductDraft } from './draft';

/**
 * What a page shows while its script loads, a challenge runs or a login is asked for: never a
 * product's name. Compared with the title's first part, before a ' | Shop' style suffix.
 */
const placeholderTitles = [
  'yükleniyor',
  'sayfa yükleniyor',
  'loading',
  'please wait',
  'lütfen bekleyin',
  'just a moment',
  'one moment please',
  'bir dakika',
  'bir dakika lütfen',
  'attention required!',
  'checking your browser',
  'güvenlik kontrolü',
  'access denied',
  'erişim engellendi',
  'robot check',
  'are you a robot?',
  'redirecting',
  'yönlendiriliyor',
  'enable javascript',
  'javascript gerekli',
  'giriş yap',
  'üye girişi',
  'sign in',
  'log in',
  'login',
];

const normalize = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .split(/\s+[|–—-]\s+/)[0]!
    .replace(/[\s.…·]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

const known = new Set(placeholderTitles.map(normalize));

/** True for 'Yükleniyor…', 'Just a moment...', 'Access Denied', 'Giriş Yap | Shop' and their kin. */
export function isPlaceholderTitle(title: string | undefined): boolean {
  if (!title) return false;
  const text = normalize(title);
  return text.length === 0 || known.has(text);
}

/** The draft without a placeholder title, so a later source's real name can win. */
export function withoutPlaceholder(draft: ProductDraft): ProductDraft {
  if (!isPlaceholderTitle(draft.title)) return draft;
  const { title: _placeholder, ...rest } = draft;
  return rest;
}
