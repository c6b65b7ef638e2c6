const folds: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  Ş: 's',
  ş: 's',
  Ğ: 'g',
  ğ: 'g',
  Ü: 'u',
  ü: 'u',
  Ö: 'o',
  ö: 'o',
  Ç: 'c',
  ç: 'c',
  Â: 'a',
  â: 'a',
  Î: 'i',
  î: 'i',
  Û: 'u',
  û: 'u',
};

/** A query folded exactly as the database folds the searched columns (db/schema.ts foldForSearch). */
export function foldSearchText(text: string): string {
  return text
    .trim()
    .replace(/[İIıŞşĞğÜüÖöÇçÂâÎîÛû]/g, (char) => folds[char] ?? char)
    .toLowerCase()
    .replace(/\s+/g, ' ');
}
