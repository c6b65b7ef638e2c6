import { createHash } from 'node:crypto';
import path from 'node:path';
import { ScrapeError } from '@kolekt/extract';
import { guardedFetch, type Resolver, type ScraperOptions } from '@kolekt/scraper';
import type { ProductImageWidth } from '@kolekt/shared/product-image';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { detectImageType } from '../../lib/image-type';
import { maxInputPixels } from '../users/normalize-profile-image';
import { DiskCache } from './disk-cache';

export const productImageFormat = { contentType: 'image/webp', quality: 78 };

/** How long a picture that could not be fetched or read is not asked for again. */
const failureTtlMs = 10 * 60_000;
/** A shop's picture larger than this is not a product photo worth fetching. */
const maxSourceBytes = 8 * 1024 * 1024;

const keyOf = (source: URL, width: ProductImageWidth) =>
  createHash('sha256').update(`${width} ${source.href}`).digest('hex');

export interface ProductImagesOptions {
  /** Where the made pictures are kept (DATA_DIR/image-cache). */
  dir: string;
  maxBytes: number;
  scraper: ScraperOptions;
  /** Tests resolve fixture hosts; production resolves through the system. */
  resolve?: Resolver;
  /** Told why a picture could not be had (the guard's refusal, a timeout, not a picture): logged. */
  onFailure?: (source: URL, reason: string) => void;
}

/**
 * Shop pictures served from Kolekt's own origin (decision 0036): fetched once through the
 * scraper's guarded fetcher (never a private address, time and size bounded), decoded only when
 * their first bytes say JPEG, PNG, GIF or WebP, made into a WebP of the asked width, and kept on
 * disk under a size cap. Concurrent asks for one picture share one fetch; a failure is
 * remembered for a while, so a broken link costs the shop one request, not one per visitor.
 */
export class ProductImages {
  private readonly cache: DiskCache;
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  private readonly failures = new LRUCache<string, true>({ max: 10_000, ttl: failureTtlMs });

  constructor(private readonly options: ProductImagesOptions) {
    this.cache = new DiskCache(options.dir, options.maxBytes);
  }

  /** The picture already made, without asking the shop; null when it is not kept. */
  async cached(source: URL, width: ProductImageWidth): Promise<Buffer | null> {
    return this.cache.get(keyOf(source, width)).catch(() => null);
  }

  /** The picture at `source` as a WebP `width` wide (never enlarged); null when it cannot be had. */
  async load(source: URL, width: ProductImageWidth): Promise<Buffer | null> {
    const key = keyOf(source, width);
    if (this.failures.has(key)) return null;
    const cached = await this.cache.get(key).catch(() => null);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.make(key, source, width).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async make(key: string, source: URL, width: ProductImageWidth) {
    const picture = await this.fetchAndResize(source, width).catch((error: unknown) => {
      this.options.onFailure?.(source, error instanceof ScrapeError ? error.reason : 'unreadable');
      return null;
    });
    if (!picture) {
      this.failures.set(key, true);
      return null;
    }
    // A full or read-only disk costs the cache, never the picture.
    await this.cache.put(key, picture).catch(() => {});
    return picture;
  }

  private async fetchAndResize(source: URL, width: ProductImageWidth): Promise<Buffer | null> {
    const { scraper, resolve } = this.options;
    const fetched = await guardedFetch(source, {
      options: { ...scraper, maxBytes: Math.min(scraper.maxBytes, maxSourceBytes) },
      resolve,
      accept: 'any',
    });
    // SVG, HTML and the rest never reach a decoder.
    if (!detectImageType(fetched.body)) {
      this.options.onFailure?.(source, 'not_a_picture');
      return null;
    }
    return sharp(fetched.body, { limitInputPixels: maxInputPixels, autoOrient: true, pages: 1 })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: productImageFormat.quality })
      .timeout({ seconds: 10 })
      .toBuffer();
  }
}

export function productImagesDir(dataDir: string) {
  return path.join(dataDir, 'image-cache');
}
