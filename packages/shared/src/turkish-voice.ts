/**
 * Kolekt speaks Turkish in the "siz" voice (docs/writing.md, decision 0072). This finds the words
 * of a Turkish text that speak "sen" instead, so a test can refuse a text that mixes the two.
 *
 * Turkish spells several "sen" forms exactly as it spells other persons (`hesabını` is "your
 * account" to "sen" and "his account" alike), so only forms that cannot be anything else count:
 * the pronoun, verbs ending in a "sen" person, the "-dığın" participle, a sentence that ends in a
 * bare command, and a possessive "-(ı)n" that no possessed noun follows (a genitive always has
 * one: `sayfanın adresi`). Words Turkish spells the same way for other reasons are listed below.
 */

const pronouns = new Set([
  'sen',
  'seni',
  'sana',
  'senin',
  'sende',
  'senden',
  'seninle',
  'sence',
  'kendin',
  'kendini',
  'kendine',
  'kendinden',
]);

/** Verb persons of "sen": alıyorsun, edebilirsin, almazsın, aldın, istersen, emin misin. */
const senVerb = [
  /(?:yor|[ae]cak|[ae]cek|m[ıiuü]ş|mal[ıi]|mel[ie]|[ıiuüae]r|m[ae]z)s[ıiuü]n$/,
  /^m[ıiuü]s[ıiuü]n$/,
  /[rz]s[ae]n$/,
  // geldin, aldın, seçtin; a vowel before -din is the "siz" command of et, git, at (edin, gidin)
  /[^aeıioöuü][dt][ıiuü]n$/,
  /[dt][ıiuü]ğ[ıiuü]n$/,
  /[dt][ıiuü]kl[ae]r[ıi]n$/,
];

/** Commands a "sen" sentence ends on; "siz" says girin, seçin, deneyin. */
const bareCommands = new Set(
  (
    'gir seç dene yap tıkla bak ekle ol et ver indir sil aktar onayla kullan iste kaydet paylaş aç ' +
    'kopyala yükle yaz bekle gönder değiştir yenile başla git bırak çıkar al dön kapat belirle ' +
    'keşfet oluştur katıl yapıştır sor düzenle koy kaydol tamamla oku izle takip çalış'
  ).split(' '),
);

/** Words that end like a "sen" form but are something else. */
const notSecondPerson = new Set([
  // nouns and adverbs in -dın/-tın
  'altın',
  'satın',
  'zeytin',
  'üstün',
  // a "-dığın" look-alike: "Düğün listesi"
  'düğün',
  // nouns before a passive verb: "ürün silindi", "zaten kullanıldı"
  'ürün',
  'zaten',
  'hemen',
  'için',
  // a genitive before its participle: "kaydın yapıldığı şifre"
  'kaydın',
]);

/** A "sen" possessive ("şifren", "ayarların") and the passive verb that follows it. */
const possessiveN = /(?:[ıiuü]n|[^dt][ae]n)$/;
const passiveVerb = /(?:[ıiuü]l|[ıiuü]n|l)(?:[dt][ıiuü]|[ae]m[ae]d[ıi]|[ıiuü]r|[ae]c[ae]k)$/;

const wordPattern = /[a-zçğıöşüâîû]+(?:['’][a-zçğıöşüâîû]+)?|[.!?:;,()"“”]/g;

/** The "sen" words of `text`, in order; an empty list when it speaks only "siz" (or nobody). */
export const findSenVoice = (text: string): string[] => {
  const plain = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|<[^>]*>/g, ' x ').toLocaleLowerCase('tr');
  const tokens = plain.match(wordPattern) ?? [];
  const found: string[] = [];
  tokens.forEach((word, index) => {
    if (!/^[a-zçğıöşüâîû]+$/.test(word) || notSecondPerson.has(word)) return;
    const next = tokens[index + 1];
    if (pronouns.has(word) || senVerb.some((ending) => ending.test(word))) {
      found.push(word);
      return;
    }
    const endsSentence = next === '.' || next === '!' || next === ';';
    // "gir." and its negative "paylaşma." ("siz": girin, paylaşmayın)
    if (endsSentence && (bareCommands.has(word) || bareCommands.has(word.replace(/m[ae]$/, '')))) {
      found.push(word);
      return;
    }
    if (word.length > 3 && possessiveN.test(word) && next && passiveVerb.test(next))
      found.push(word);
  });
  return found;
};
