import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { userImages, users } from '../../db/schema';
import {
  maxInputPixels,
  normalizeProfileImage,
  profileImageFormat,
} from './normalize-profile-image';

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
  const picture = image && (await servablePicture(db, userId, image.data as Buffer));
  if (picture) return { contentType: profileImageFormat.contentType, body: picture };
  const [user] = await db
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  return { contentType: 'image/svg+xml', body: initialsSvg(user) };
}

/**
 * A picture stored before uploads were re-encoded is re-encoded on its first view and kept so;
 * one that cannot be (a bomb, a broken file) is never served: the initials stand in for it.
 */
async function servablePicture(db: DbOrTx, userId: string, data: Buffer): Promise<Buffer | null> {
  if (await isNormalized(data)) return data;
  const normalized = await normalizeProfileImage(data).catch(() => null);
  if (!normalized) return null;
  await db
    .update(userImages)
    .set({ contentType: profileImageFormat.contentType, data: normalized })
    .where(eq(userImages.userId, userId));
  return normalized;
}

async function isNormalized(data: Buffer): Promise<boolean> {
  const { maxSide } = profileImageFormat;
  const meta = await sharp(data, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== 'webp') return false;
  const hasMetadata = Boolean(meta.exif ?? meta.xmp ?? meta.iptc ?? meta.icc ?? meta.comments);
  return (
    (meta.width ?? Infinity) <= maxSide && (meta.height ?? Infinity) <= maxSide && !hasMetadata
  );
}
