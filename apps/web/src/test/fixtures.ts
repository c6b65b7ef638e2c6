import type { Collection } from '@kolekt/shared/collection';
import type { PublicConfig, SessionUser } from '@kolekt/shared/user';

/** A public collection of someone else's, as `collection/{id}` answers it; override what matters. */
export function collectionFixture(overrides: Partial<Collection> = {}): Collection {
  return {
    id: '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b',
    name: 'Kulaklıklar',
    description: null,
    isPublic: true,
    isImmutable: false,
    isEditable: false,
    access: 'visitor',
    isGiftList: false,
    isCurrentUserLiked: false,
    likeCount: 0,
    viewCount: 0,
    productCount: 0,
    commentCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    userId: 'u1',
    user: { name: 'Ayşe', surname: 'Yılmaz', userName: 'ayseyilmaz' },
    status: 0,
    ...overrides,
  };
}

/** The signed-in user of a session; override what matters. */
export function sessionUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Ayşe',
    surname: 'Yılmaz',
    userName: 'ayseyilmaz',
    email: 'ayse@example.com',
    biography: null,
    profileImagePath: null,
    language: 'en',
    ...overrides,
  };
}

/** What `config` answers on an instance with nothing optional set up; override what matters. */
export function publicConfigFixture(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    googleClientId: null,
    scraperUrl: '/scraper',
    sentryDsn: null,
    siteLinks: {
      source: null,
      contact: null,
      x: null,
      instagram: null,
      facebook: null,
      github: null,
    },
    ...overrides,
  };
}
