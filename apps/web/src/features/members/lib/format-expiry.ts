/** When an invitation stops working, as a date and time in the reader's language. */
export function formatExpiry(expiresAt: string, language: string | undefined) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(expiresAt),
  );
}
