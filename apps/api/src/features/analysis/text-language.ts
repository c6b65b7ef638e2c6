import type { Language } from '@kolekt/shared/constants';

const turkishLetters = /[çğıöşüÇĞİÖŞÜ]/;
const turkishWords = /\b(ve|bir|bu|çok|için|ile|ama|değil|gibi|daha|ürün)\b/i;

/** The language a shop text is written in, as far as the two we speak go. */
export function textLanguage(text: string): Language {
  return turkishLetters.test(text) || turkishWords.test(text) ? 'tr' : 'en';
}
