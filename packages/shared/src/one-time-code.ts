/**
 * A mailed code as it is checked: copied from a mail or typed on a phone it may come with spaces,
 * a hyphen or lower case ("tes 9fx"); codes are upper-case letters and digits, so those carry no
 * meaning and are dropped before the code is shown or compared.
 */
export function normalizeOneTimeCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}
