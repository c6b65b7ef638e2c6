import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DiskCache } from '../images/disk-cache';
import type { ProductImages } from '../images/product-images';
import type { LinkPreview } from './link-preview';
import { previewCard } from './preview-card';
import { renderCard } from './render-card';

/** Bumped when the card's drawing changes, so kept cards are drawn again. */
const layoutVersion = 1;

export interface PreviewCardsOptions {
  /** Where drawn cards are kept (DATA_DIR/preview-cache). */
  dir: string;
  maxBytes: number;
  productImages: ProductImages;
  /** The built web app, whose public folder holds the stores' logos. */
  webDistDir: string;
  /** PUBLIC_URL: its host is written on the cards. */
  publicUrl: string;
}

export const previewCardsDir = (dataDir: string) => path.join(dataDir, 'preview-cache');

/**
 * Preview cards as PNGs, drawn once per content: the key is the preview's version (a hash of
 * everything the card shows), so a renamed collection or a new first product draws a new card
 * and an unchanged one is read from disk. Concurrent asks for one card share one drawing.
 */
export class PreviewCards {
  private readonly cache: DiskCache;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: PreviewCardsOptions) {
    this.cache = new DiskCache(options.dir, options.maxBytes);
  }

  async png(preview: LinkPreview): Promise<Buffer> {
    const key = createHash('sha256')
      .update(`${layoutVersion} ${preview.kind} ${preview.language} ${preview.version}`)
      .digest('hex');
    const kept = await this.cache.get(key).catch(() => null);
    if (kept) return kept;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.draw(preview)
        .then(async (png) => {
          await this.cache.put(key, png).catch(() => undefined);
          return png;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async draw(preview: LinkPreview): Promise<Buffer> {
    const [pictures, logo] = await Promise.all([
      Promise.all(preview.pictures.map((source) => this.picture(source))),
      preview.kind === 'store' ? this.logo(preview.labels[0]) : null,
    ]);
    const drawn = {
      pictures: pictures.filter((picture) => picture !== null),
      logo,
      host: new URL(this.options.publicUrl).host,
    };
    return renderCard(previewCard(preview, drawn));
  }

  /** A product picture through Kolekt's image cache, as a JPEG data URL; null if it cannot be had. */
  private async picture(source: string): Promise<string | null> {
    try {
      const webp = await this.options.productImages.load(new URL(source), 640);
      if (!webp) return null;
      const jpeg = await sharp(webp)
        .resize(460, 500, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      return null;
    }
  }

  /**
   * A store's logo from the web app's public folder, rasterised by sharp as a PNG data URL (its
   * letters drawn with the system's sans-serif, as a browser draws them when Helvetica is absent).
   */
  private async logo(logoPath: string | undefined): Promise<string | null> {
    if (!logoPath || !/^\/stores\/[a-z0-9-]+\.svg$/.test(logoPath)) return null;
    try {
      const svg = await readFile(path.join(this.options.webDistDir, logoPath));
      const png = await sharp(svg, { density: 300 })
        .resize(240, 240, { fit: 'contain' })
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch {
      return null;
    }
  }
}
