import type { NotificationContent } from '@kolekt/shared/notification';
import type { Availability, PriceSource } from '@kolekt/shared/price';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  check,
  index,
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Search text: Turkish letters folded to their plain Latin forms, then lower-cased, so 'ipek'
 * finds 'İPEK' and 'canta' finds 'çanta'. lib/fold-search-text.ts does the same to queries.
 */
export const foldForSearch = (column: SQL | AnyPgColumn) =>
  sql`lower(translate(${column}, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))`;

/** Binary column (drizzle has no built-in bytea for PostgreSQL). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The entities of spec §3. Counters are kept on the rows so lists never count row by row. */

/** An exact amount of money, read and written as decimal text ('1299.90'). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

const availabilityCheck = (column: AnyPgColumn) =>
  sql`${column} in ('in_stock', 'out_of_stock', 'preorder', 'unknown')`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    userName: varchar('user_name', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    surname: varchar('surname', { length: 60 }).notNull(),
    biography: varchar('biography', { length: 500 }),
    profileImagePath: varchar('profile_image_path', { length: 255 }),
    passwordHash: text('password_hash'),
    googleId: varchar('google_id', { length: 64 }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: varchar('language', { length: 2 }).notNull().default('tr'),
    /** Access tokens issued before this instant are refused (password change, reset, sign-out everywhere). */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true }),
    /** Price alert channels (issue #12): the bell and e-mail by default, push once allowed. */
    alertBell: boolean('alert_bell').notNull().default(true),
    alertEmail: boolean('alert_email').notNull().default(true),
    alertPush: boolean('alert_push').notNull().default(true),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldForSearch(sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.userName}`),
      ),
    ...timestamps,
  },
  (t) => [
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_google_id_key').on(t.googleId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 250 }),
    isPublic: boolean('is_public').notNull().default(false),
    isImmutable: boolean('is_immutable').notNull().default(false),
    /** 0 active, 1 deleted, 2 archived (spec §3). */
    status: smallint('status').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** A gift list: visitors may claim its products (issue #14). */
    isGiftList: boolean('is_gift_list').notNull().default(false),
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(collections.name)),
    ...timestamps,
  },
  (t) => [
    // List indexes match the lists' `order by … desc, id desc` exactly (PostgreSQL's desc puts
    // nulls first): with any other order the planner cannot read a page straight off the index
    // and sorts the whole list instead.
    index('collections_user_status_created_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('collections_public_liked_idx')
      .on(t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 0 and ${t.isPublic}`),
    index('collections_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 0 and ${t.isPublic}`),
    check('collections_status_check', sql`${t.status} in (0, 1, 2)`),
    index('collections_name_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
  ],
);

/** The people a collection's owner let in (issue #14): editors and viewers. */
export const collectionMembers = pgTable(
  'collection_members',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.userId] }),
    // "Shared with me", newest first.
    index('collection_members_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('collection_members_role_check', sql`${t.role} in ('editor', 'viewer')`),
  ],
);

/**
 * Invitations waiting for an answer: to one person (inviteeId) or an invite link (tokenHash, the
 * SHA-256 of the link's secret, so a database read gives no working link). Both expire.
 */
export const collectionInvites = pgTable(
  'collection_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).notNull(),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_invites_collection_idx').on(t.collectionId),
    uniqueIndex('collection_invites_person_idx').on(t.collectionId, t.inviteeId),
    uniqueIndex('collection_invites_token_idx').on(t.tokenHash),
    index('collection_invites_invitee_idx').on(t.inviteeId),
    check('collection_invites_role_check', sql`${t.role} in ('editor', 'viewer')`),
    check(
      'collection_invites_kind_check',
      sql`(${t.inviteeId} is null) <> (${t.tokenHash} is null)`,
    ),
  ],
);

/**
 * When the owner last removed a person from a collection: an invitation made before then no
 * longer admits them (decision 0048). Leaving on one's own writes nothing here.
 */
export const collectionRemovals = pgTable(
  'collection_removals',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.userId] })],
);

/** "I'll buy this" on a gift list: one claim per product of a collection, so never two. */
export const giftClaims = pgTable(
  'gift_claims',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 8 }).notNull().default('claimed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('gift_claims_user_idx').on(t.userId),
    check('gift_claims_state_check', sql`${t.state} in ('claimed', 'bought')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Canonical URL: tracking parameters and fragment stripped; one row per product page. */
    url: text('url').notNull(),
    /** Null until Kolekt's own read of the shop found it (decision 0010); so are price and image. */
    title: text('title'),
    store: varchar('store', { length: 100 }).notNull(),
    price: varchar('price', { length: 64 }),
    /** The price as an exact amount and its ISO 4217 currency, beside the display text. */
    priceAmount: money('price_amount'),
    priceCurrency: varchar('price_currency', { length: 3 }),
    /** Believed only after two observations in a row agree (decision 0023). */
    availability: varchar('availability', { length: 12 })
      .$type<Availability>()
      .notNull()
      .default('unknown'),
    /** When Kolekt last read the shop's price (a scrape or a re-check). */
    priceCheckedAt: timestamp('price_checked_at', { withTimezone: true }),
    /** When the next re-check is due; null while nobody watches it or keeps it in an active collection. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** Set when a re-check is handed to the queue, cleared when it ends: the shop's slot in use. */
    checkStartedAt: timestamp('check_started_at', { withTimezone: true }),
    imagePath: text('image_path'),
    /** What the scrape found beyond the card fields (description, rating, reviews, GTIN…). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    titleSearch: text('title_search').generatedAlwaysAs((): SQL => foldForSearch(products.title)),
    /**
     * When the server's own read of the shop (a scrape or its signed search result) filled this
     * row; null means only users have said what this page is, in their product_details.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One trigram index kind per column: a GiST index beside it makes the planner pick the slow one.
    index('products_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
    uniqueIndex('products_url_key').on(t.url),
    // Store pages match the store case-insensitively.
    index('products_store_created_idx').on(
      sql`lower(${t.store})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Search walks the newest listed products without reading the table (decision 0026).
    index('products_confirmed_title_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.titleSearch)
      .where(sql`${t.confirmedAt} is not null`),
    // The re-check scheduler reads due products shop by shop; untracked rows are not in it.
    index('products_next_check_idx')
      .on(t.store, t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    index('products_check_started_idx')
      .on(t.store, t.checkStartedAt)
      .where(sql`${t.checkStartedAt} is not null`),
    check('products_availability_check', availabilityCheck(t.availability)),
    // The same product in other shops is found by its barcode (AI analysis compares prices).
    index('products_gtin_idx')
      .on(sql`(${t.details} -> 'identifiers' ->> 'gtin')`)
      .where(sql`${t.details} -> 'identifiers' ->> 'gtin' is not null`),
  ],
);

/**
 * Search's word index (decision 0035): every whitespace-separated word of a listed (confirmed)
 * product's folded title, newest first within a word. Kept by the triggers of migration 0011,
 * never written by the api.
 */
export const productTitleWords = pgTable(
  'product_title_words',
  {
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    productId: uuid('product_id').notNull(),
  },
  // A unique index, not a primary key: a bulk load (the bench's seed) drops and rebuilds it.
  (t) => [uniqueIndex('product_title_words_key').on(t.word, t.createdAt, t.productId)],
);

/**
 * Every word ever indexed in product_title_words, for finding the words that contain a query.
 * Words no title uses any more stay: they lead to no product.
 */
export const titleWords = pgTable('title_words', { word: text('word').primaryKey() }, (t) => [
  index('title_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whose details the collection shows while the product is unconfirmed (decision 0010). */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** The product's price when it was added: cards show the change since ('−12 %'). */
    priceAtAdd: money('price_at_add'),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_collection_added_idx').on(
      t.collectionId,
      t.addedAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('collection_products_product_idx').on(t.productId),
    // Deleting a user clears their added_by marks without reading every membership.
    index('collection_products_added_by_idx').on(t.addedBy),
  ],
);

/** Where a user's own details of a product came from. */
export const productDetailsSources = ['extension', 'manual', 'search', 'copied'] as const;
export type ProductDetailsOrigin = (typeof productDetailsSources)[number];

/**
 * What one user says a product is (captured in their browser, typed, an unsigned search result,
 * or copied from a collection they saw): shown only where that user added the product, and only
 * while the shared row is unconfirmed (decision 0010).
 */
export const productDetails = pgTable(
  'product_details',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: varchar('price', { length: 64 }),
    imagePath: text('image_path'),
    source: varchar('source', { length: 16 }).$type<ProductDetailsOrigin>().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    index('product_details_user_idx').on(t.userId),
    check(
      'product_details_source_check',
      sql`${t.source} in ('extension', 'manual', 'search', 'copied')`,
    ),
  ],
);

export const likes = pgTable(
  'likes',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.userId] }),
    index('likes_user_idx').on(t.userId),
  ],
);

export const collectionViews = pgTable(
  'collection_views',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** A user id, or a hash of a guest's address: repeated views within 24 h count once. */
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.viewerKey] })],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 500 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('comments_collection_created_idx').on(
      t.collectionId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId, t.createdAt.desc()),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** follow, like, comment, system or other (spec §3). */
    type: varchar('type', { length: 16 }).notNull(),
    /** What happened, for the reader's interface to word in its own language (decision 0021). */
    params: jsonb('params').$type<NotificationContent['params']>().notNull(),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares a family; reuse of an old one revokes it. */
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Absolute end of the family's life, carried over on rotation. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A sign-up whose address nobody has proven yet: a claim, not an account. It becomes an account
 * only when the mailed code comes back with the password it was made with; a newer sign-up of
 * the same address replaces it, and proving the address any other way (Google, an e-mail change)
 * drops it (decision 0055). It reserves its username until it expires.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    userName: varchar('user_name', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    surname: varchar('surname', { length: 60 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('registrations_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('registrations_user_name_key').on(sql`lower(${t.userName})`),
    index('registrations_expires_idx').on(t.expiresAt),
  ],
);

/** A mailed code of an account (reset, e-mail change) or of a sign-up (verify): one owner each. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => registrations.id, {
      onDelete: 'cascade',
    }),
    /** What the code proves: the address ('verify'), a password reset, or a new address. */
    purpose: varchar('purpose', { length: 16 }).notNull().default('verify'),
    /** For 'email_change': the address the code was sent to, taken once the code is given. */
    newEmail: varchar('new_email', { length: 254 }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('email_codes_registration_idx').on(t.registrationId),
    check('email_codes_one_owner', sql`num_nonnulls(${t.userId}, ${t.registrationId}) = 1`),
  ],
);

/**
 * Every e-mail, written in the same transaction as what it announces and sent by the job queue's
 * worker with retries, so a mail server that is down delays a message but never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** The first answer to a create call per user and Idempotency-Key, replayed for a repeat. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** Method and route, so one key reused on another call is refused rather than replayed. */
    route: varchar('route', { length: 255 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Uploaded profile pictures, in the database so any api instance can serve them. */
export const userImages = pgTable('user_images', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * AI analyses per product and language. `productUpdatedAt` is the product's own updatedAt when
 * the analysis was made: once the product changes, the stored result no longer counts.
 */
export const productAnalyses = pgTable(
  'product_analyses',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    result: jsonb('result').notNull(),
    productUpdatedAt: timestamp('product_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/**
 * Every price Kolekt saw for a product (issue #12). A user's own browser reading (`extension`,
 * with their id) is theirs alone; a public `extension` row without a user is the price several
 * independent accounts agreed on (decision 0062).
 */
export const priceObservations = pgTable(
  'price_observations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Whose browser saw it; null for the server's own readings. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
    amount: money('amount'),
    currency: varchar('currency', { length: 3 }),
    availability: varchar('availability', { length: 12 }).$type<Availability>().notNull(),
    source: varchar('source', { length: 10 }).$type<PriceSource>().notNull(),
    isPublic: boolean('is_public').notNull(),
  },
  (t) => [
    index('price_observations_product_idx').on(t.productId, t.observedAt.desc()),
    index('price_observations_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('price_observations_availability_check', availabilityCheck(t.availability)),
    check(
      'price_observations_source_check',
      sql`${t.source} in ('server', 'recheck', 'extension')`,
    ),
  ],
);

/** Who wants to be told about a product's price: any drop, a target, back in stock. */
export const priceWatches = pgTable(
  'price_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    targetPrice: money('target_price'),
    onDrop: boolean('on_drop').notNull(),
    onBackInStock: boolean('on_back_in_stock').notNull(),
    /** The price a drop is measured from: the price when watched, then the last one alerted. */
    baselineAmount: money('baseline_amount'),
    /** The target was reached and told; cleared when the price rises above it again. */
    targetReached: boolean('target_reached').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('price_watches_product_idx').on(t.productId),
    index('price_watches_user_created_idx').on(t.userId, t.createdAt.desc(), t.productId.desc()),
  ],
);

/** One row per alert sent: the same change (observation and kind) never alerts a user twice. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    observationId: bigint('observation_id', { mode: 'number' })
      .notNull()
      .references(() => priceObservations.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.observationId, t.kind] })],
);

/** Per shop: how re-checks may go there now (request slots, back-off after failures). */
export const priceCheckShops = pgTable('price_check_shops', {
  store: varchar('store', { length: 100 }).primaryKey(),
  /** Failures (challenge pages, 403s, time-outs) in a row; each doubles the pause. */
  failures: integer('failures').notNull().default(0),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /** Checks this shop may still start in the current minute (a token bucket). */
  tokens: integer('tokens').notNull().default(0),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browsers that allowed Kolekt's Web Push messages. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 256 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
