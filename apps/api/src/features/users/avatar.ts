import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { userImages, users } from '../../db/schema';

const palette = [
  '#4f46e5',
  '#0891b2',
  '#059669',
  '#d97706',
  '#dc2626',
  '#db2777',
  '#7c3aed',
  '#2563eb',
];

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round initials picture, coloured by the user id so it stays the same everywhere. */
export function initialsSvg(options: { id: string; name: string; surname: string }): string {
  const initials =
    `${options.name.trim()[0] ?? ''}${options.surname.trim()[0] ?? ''}`.toLocaleUpperCase('tr') ||
    '?';
  const color = palette[parseInt(options.id.replace(/-/g, '').slice(-2), 16) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="${color}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/** The uploaded picture, or an initials picture; null for an unknown user. */
export async function loadAvatar(db: DbOrTx, userId: string) {
  const [image] = await db.select().from(userImages).where(eq(userImages.userId, userId)).limit(1);
  if (image) return { contentType: image.contentType, body: image.data as Buffer | string };
  const [user] = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  return { contentType: 'image/svg+xml', body: initialsSvg(user) };
}
