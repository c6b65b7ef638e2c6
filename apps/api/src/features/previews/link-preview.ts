import { createHash } from 'node:crypto';
import type { Language } from '@kolekt/shared/constants';
import { linkPreviewTexts } from '@kolekt/shared/link-preview';
import { findStoreBySlug, storeSlug, type Store } from '@kolekt/shared/stores';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { listUserCollections } from '../collections/collection-lists';
import { getVisibleCollection } from '../collections/get-collection';
import type { PageStarts } from '../../lib/page-starts';
import { listCollectionProducts } from '../products/list-products';
import { byId, getProfile } from '../users/get-profile';

/** The pages a shared link opens that have a card of their own; every other page has the site's. */
export type PreviewSubject =
  | { kind: 'collection'; id: string }
  | { kind: 'profile'; id: string }
  | { kind: 'store'; slug: string }
  | { kind: 'site' };

/** What a link's preview says and draws: the same for every client, crawler or browser. */
export interface LinkPreview {
  /** 'site' too for a private, deleted or unknown page: its name never leaks into a card. */
  kind: PreviewSubject['kind'];
  language: Language;
  /** The page's own path, for the canonical address ('/' for the site's card). */
  path: string;
  /** The card's path under /api/preview, with its language and version. */
  imagePath: string;
  title: string;
  description: string;
  /** The card's line under the title: the owner, the @username, the store's category. */
  byline: string | null;
  /** A collection's first product pictures (shop addresses), drawn as a collage. */
  pictures: string[];
  /** A profile's public collection names, or a store's logo path. */
  labels: string[];
  /** Changes whenever what the card draws changes, so crawlers fetch it again. */
  version: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const collagePictures = 4;
const profileLabels = 3;

function segment(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Which card a page path has (`/collection/{id}`, `/profile/{id}`, `/store/{slug}`). */
export function previewSubjectOf(pathname: string): PreviewSubject {
  const [, page, rawKey, ...rest] = pathname.replace(/\/$/, '').split('/');
  const key = segment(rawKey);
  if (rest.length > 0 || !key) return { kind: 'site' };
  if (page === 'collection' && uuid.test(key)) return { kind: 'collection', id: key };
  if (page === 'profile' && uuid.test(key)) return { kind: 'profile', id: key };
  const store = page === 'store' ? findStoreBySlug(rawKey!) : undefined;
  if (store) return { kind: 'store', slug: storeSlug(store) };
  return { kind: 'site' };
}

function finished(preview: Omit<LinkPreview, 'imagePath' | 'version'>, key: string): LinkPreview {
  const version = createHash('sha256')
    .update(JSON.stringify(preview))
    .digest('base64url')
    .slice(0, 12);
  const imagePath = `/api/preview/${key}?lang=${preview.language}&v=${version}`;
  return { ...preview, imagePath, version };
}

function sitePreview(language: Language): LinkPreview {
  const texts = linkPreviewTexts[language];
  return finished(
    {
      kind: 'site',
      language,
      path: '/',
      title: texts.siteTitle,
      description: texts.siteDescription,
      byline: null,
      pictures: [],
      labels: [],
    },
    'site',
  );
}

const fullName = (person: { name: string; surname: string } | null | undefined) =>
  [person?.name, person?.surname].filter(Boolean).join(' ');

async function collectionPreview(
  context: PreviewContext,
  id: string,
  language: Language,
): Promise<LinkPreview> {
  const texts = linkPreviewTexts[language];
  const collection = await getVisibleCollection({ db: context.db, id, callerId: null });
  const page = await listCollectionProducts({
    db: context.db,
    pageStarts: context.pageStarts,
    callerId: null,
    collectionId: id,
    paging: { pageIndex: 1, pageSize: collagePictures },
  });
  const owner = fullName(collection.user) || collection.user?.userName || 'Kolekt';
  return finished(
    {
      kind: 'collection',
      language,
      path: `/collection/${id}`,
      title: collection.name,
      description:
        collection.description?.trim() ||
        texts.collectionDescription(collection.productCount, owner),
      byline: owner,
      // Only pictures Kolekt read from the shop: a user's own details never reach a card (0063).
      pictures: page.items.flatMap((product) =>
        product.detailsSource === 'shop' && product.imagePath ? [product.imagePath] : [],
      ),
      labels: [texts.productCount(collection.productCount)],
    },
    `collection/${id}`,
  );
}

async function profilePreview(
  context: PreviewContext,
  id: string,
  language: Language,
): Promise<LinkPreview> {
  const texts = linkPreviewTexts[language];
  const profile = await getProfile({ db: context.db, callerId: null, where: byId(id) });
  const collections = await listUserCollections({
    db: context.db,
    callerId: null,
    userId: id,
    paging: { pageIndex: 1, pageSize: profileLabels },
  });
  const name = fullName(profile) || profile.userName;
  return finished(
    {
      kind: 'profile',
      language,
      path: `/profile/${id}`,
      title: name,
      description: profile.biography?.trim() || texts.profileDescription(collections.totalCount),
      byline: `@${profile.userName}`,
      pictures: [],
      labels: collections.items.map((collection) => collection.name),
    },
    `profile/${id}`,
  );
}

function storePreview(store: Store, slug: string, language: Language): LinkPreview {
  const texts = linkPreviewTexts[language];
  return finished(
    {
      kind: 'store',
      language,
      path: `/store/${slug}`,
      title: texts.storeTitle(store.name),
      description: texts.storeDescription(store.name),
      byline: store.category,
      pictures: [],
      labels: [store.logo],
    },
    `store/${slug}`,
  );
}

export interface PreviewContext {
  db: Db;
  pageStarts: PageStarts;
}

/**
 * The preview of a page as a guest sees it: a page only its owner may see, a deleted one or an
 * unknown one gets the site's card, exactly as a missing page would.
 */
export async function linkPreview(
  context: PreviewContext,
  subject: PreviewSubject,
  language: Language,
): Promise<LinkPreview> {
  try {
    switch (subject.kind) {
      case 'collection':
        return await collectionPreview(context, subject.id, language);
      case 'profile':
        return await profilePreview(context, subject.id, language);
      case 'store': {
        const store = findStoreBySlug(subject.slug);
        return store ? storePreview(store, subject.slug, language) : sitePreview(language);
      }
      case 'site':
        return sitePreview(language);
    }
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return sitePreview(language);
    throw error;
  }
}
