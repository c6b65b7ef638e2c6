/**
 * The token of an `Authorization: Bearer <token>` header, or null: the api's one reader of it,
 * for the routes, the write limits and the notification hub alike. The scheme's name is
 * case-insensitive (RFC 9110 §11.1).
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer +(\S+) *$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
