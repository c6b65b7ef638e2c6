import { imageMessages } from '@kolekt/shared/server-messages';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors';

/**
 * What every stored profile picture is (docs/decisions: profile images): WebP keeps the alpha of
 * PNG avatars that JPEG would lose, is smaller at the same quality, and every supported browser
 * shows it.
 */
export const profileImageFormat = { contentType: 'image/webp', maxSide: 512, quality: 82 };

/** A 2 MB photo is at most about 25 megapixels; more is a decompression bomb, not a portrait. */
export const maxInputPixels = 40_000_000;

const refuse = (message: string) => badRequest(message, { errors: { image: [message] } });

/**
 * Decodes an uploaded picture under a pixel limit and re-encodes it, turned upright, within
 * 512 × 512 (aspect kept, never enlarged) as WebP. Nothing of the file but its pixels survives:
 * sharp writes no EXIF, GPS, XMP or comments unless told to.
 */
export async function normalizeProfileImage(data: Buffer): Promise<Buffer> {
  // The header alone tells the size, so a bomb is refused before any pixel is decoded. (Read
  // without the limit here only so that a bomb gets its own message.)
  const { width, height } = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse(imageMessages.unreadable);
    });
  if (!width || !height) throw refuse(imageMessages.unreadable);
  if (width * height > maxInputPixels) throw refuse(imageMessages.tooManyPixels);
  const { maxSide, quality } = profileImageFormat;
  try {
    // Only the first frame of an animation is read; a profile picture stands still.
    return await sharp(data, { limitInputPixels: maxInputPixels, autoOrient: true, pages: 1 })
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .timeout({ seconds: 10 })
      .toBuffer();
  } catch {
    throw refuse(imageMessages.unreadable);
  }
}
