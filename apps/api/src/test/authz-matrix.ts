import { randomUUID } from 'node:crypto';
import { memberRows } from './authz-matrix-members';
import { scenePassword, type Scene, type Visibility } from './authz-scene';

/**
 * Who may do what: every route of the api × {guest, another user, the collection's viewer, its
 * editor, a former member, the owner}, and where a collection is involved × its state {public,
 * private, archived}. A cell is the status code the call must answer. The test beside this file
 * reads the routes from the app's OpenAPI document and fails for a route with no row here, so a
 * new route cannot ship without its row.
 *
 * "owner" owns the scene (authz-scene.ts): the collection, its product, the comment, the
 * notification. "other" is another signed-in user. Each cell runs on a fresh scene.
 */

/** Statuses in the order [guest, other, owner]. */
export type Cells = readonly [guest: number, other: number, owner: number];
/**
 * Statuses of the collection's members and a removed one, in the order [viewer, editor, former].
 * A row without them expects each to get what "other" gets: membership changes nothing there.
 */
export type MemberCells = readonly [viewer: number, editor: number, former: number];

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  request: (scene: Scene) => MatrixRequest;
  /** The same for every collection state, or one row per state. */
  expect: Cells | Record<Visibility, Cells>;
  /** For every state, or per state (a state left out: as "other"). */
  members?: MemberCells | Partial<Record<Visibility, MemberCells>>;
}

const everyone = (status: number): Cells => [status, status, status];
/** Signed-in callers act on their own account: guests are refused. */
const signedIn = (status: number): Cells => [401, status, status];
const unique = () => randomUUID().slice(0, 8);
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const imageHeaders = { 'content-type': 'multipart/form-data; boundary=authz-image' };
/** The web app's upload: one multipart file field `image`. */
const imagePayload = Buffer.concat([
  Buffer.from(
    '--authz-image\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n',
  ),
  png,
  Buffer.from('\r\n--authz-image--\r\n'),
]);

export const authzMatrix: Record<string, MatrixRow> = {
  // System
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/config': { request: () => ({ url: '/api/config' }), expect: everyone(200) },
  // The same for every caller: a picture at the closed local port cannot be had.
  'GET /api/image': {
    request: () => ({
      url: `/api/image?src=${encodeURIComponent('http://127.0.0.1:9/p.jpg')}&w=320`,
    }),
    expect: everyone(404),
  },
  // Link-preview cards are a guest's view for every caller: a private collection's card is the
  // site's, even for its owner (link-previews.test.ts checks the bytes).
  'GET /api/preview/site': { request: () => ({ url: '/api/preview/site' }), expect: everyone(200) },
  'GET /api/preview/collection/{id}': {
    request: (s) => ({ url: `/api/preview/collection/${s.collection.id}` }),
    expect: everyone(200),
  },
  'GET /api/preview/profile/{id}': {
    request: (s) => ({ url: `/api/preview/profile/${s.owner.user.id}` }),
    expect: everyone(200),
  },
  'GET /api/preview/store/{slug}': {
    request: () => ({ url: '/api/preview/store/trendyol' }),
    expect: everyone(200),
  },
  'GET /api/extension/download': {
    request: () => ({ url: '/api/extension/download' }),
    expect: everyone(404),
  },
  'GET /api/retailer-search/pass': {
    request: () => ({ url: '/api/retailer-search/pass' }),
    expect: signedIn(200),
  },
  'GET /scraper/health': { request: () => ({ url: '/scraper/health' }), expect: everyone(200) },
  'GET /scraper/search': {
    request: () => ({ url: '/scraper/search?key=kettle' }),
    expect: everyone(200),
  },

  // Auth: open to all; what counts is the credentials sent, never who calls.
  'POST /api/auth/register': {
    request: () => {
      const id = unique();
      return {
        url: '/api/auth/register',
        payload: {
          name: 'New',
          surname: 'Person',
          userName: `new_${id}`,
          email: `new-${id}@example.com`,
          password: scenePassword,
        },
      };
    },
    expect: everyone(201),
  },
  'POST /api/auth/verify-email': {
    request: (s) => ({
      url: '/api/auth/verify-email',
      payload: { email: s.owner.user.email, otp: 'ABC123' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/resend-code': {
    request: (s) => ({ url: '/api/auth/resend-code', payload: { email: s.owner.user.email } }),
    expect: everyone(200),
  },
  'POST /api/auth/login': {
    request: (s) => ({
      url: '/api/auth/login',
      payload: { email: s.owner.user.email, password: scenePassword },
    }),
    expect: everyone(200),
  },
  'POST /api/auth/refresh-token': {
    // No refresh cookie, whoever holds a bearer: no session to renew, answered as data null.
    request: () => ({ url: '/api/auth/refresh-token' }),
    expect: everyone(200),
  },
  'POST /api/auth/logout': {
    request: (s) => ({ url: '/api/auth/logout', payload: { userId: s.owner.user.id } }),
    expect: [401, 403, 200],
  },
  'POST /api/auth/google-login': {
    request: () => ({ url: '/api/auth/google-login', payload: { token: 'not-a-google-token' } }),
    expect: everyone(401),
  },
  'POST /api/auth/forgot-password': {
    request: (s) => ({ url: '/api/auth/forgot-password', payload: { email: s.owner.user.email } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    request: (s) => ({
      url: '/api/auth/reset-password',
      payload: { email: s.owner.user.email, otp: 'ABC123', password: 'N3w!passw0rd' },
    }),
    expect: everyone(400),
  },

  // Users: public profiles for all; changes only to one's own account.
  'GET /api/user/isAvailableUserName': {
    request: (s) => ({ url: `/api/user/isAvailableUserName?userName=${s.owner.user.userName}` }),
    expect: everyone(200),
  },
  'GET /api/user/userName': {
    request: (s) => ({ url: `/api/user/userName?username=${s.owner.user.userName}` }),
    expect: everyone(200),
  },
  'GET /api/user/search': {
    request: (s) => ({ url: `/api/user/search?query=${s.owner.user.userName}` }),
    expect: everyone(200),
  },
  'GET /api/user/{id}': {
    request: (s) => ({ url: `/api/user/${s.owner.user.id}` }),
    expect: everyone(200),
  },
  'GET /api/user/followers/{id}': {
    request: (s) => ({ url: `/api/user/followers/${s.owner.user.id}` }),
    expect: everyone(200),
  },
  'GET /api/user/followings/{id}': {
    request: (s) => ({ url: `/api/user/followings/${s.owner.user.id}` }),
    expect: everyone(200),
  },
  'GET /avatars/{file}': {
    request: (s) => ({ url: `/avatars/${s.owner.user.id}.png` }),
    expect: everyone(200),
  },
  'PUT /api/user/update': {
    request: () => ({
      url: '/api/user/update',
      payload: { name: 'Renamed', surname: 'Person', biography: 'Hello.' },
    }),
    expect: signedIn(200),
  },
  'POST /api/user/profile-image': {
    request: () => ({
      url: '/api/user/profile-image',
      payload: imagePayload,
      headers: imageHeaders,
    }),
    expect: signedIn(200),
  },
  // The body names who follows: only that user may send it ("other" follows the owner).
  'POST /api/user/follow': {
    request: (s) => ({
      url: '/api/user/follow',
      payload: { followerId: s.other.user.id, followingId: s.owner.user.id },
    }),
    expect: [401, 200, 403],
    members: [403, 403, 403],
  },
  'DELETE /api/user/unfollow': {
    request: (s) => ({
      url: '/api/user/unfollow',
      payload: { followerId: s.other.user.id, followingId: s.owner.user.id },
    }),
    expect: [401, 200, 403],
    members: [403, 403, 403],
  },
  'POST /api/user/password': {
    request: () => ({
      url: '/api/user/password',
      payload: { currentPassword: scenePassword, newPassword: 'N3w!passw0rd' },
    }),
    expect: signedIn(200),
  },
  'POST /api/user/email': {
    request: () => ({
      url: '/api/user/email',
      payload: { newEmail: `moved-${unique()}@example.com`, password: scenePassword },
    }),
    expect: signedIn(200),
  },
  'POST /api/user/email/verify': {
    request: () => ({ url: '/api/user/email/verify', payload: { otp: 'ABC123' } }),
    expect: signedIn(400),
  },
  'DELETE /api/user/': {
    request: () => ({ url: '/api/user/', payload: { password: scenePassword } }),
    expect: signedIn(200),
  },
  'GET /api/user/export': { request: () => ({ url: '/api/user/export' }), expect: signedIn(200) },

  // Collections
  'POST /api/collection/create': {
    request: () => ({
      url: '/api/collection/create',
      payload: { name: `New ${unique()}`, description: '', isPublic: true },
    }),
    expect: signedIn(201),
  },
  'PUT /api/collection/update': {
    request: (s) => ({
      url: '/api/collection/update',
      payload: { id: s.collection.id, name: 'Renamed', description: '', isPublic: true, status: 0 },
    }),
    expect: { public: [401, 404, 200], private: [401, 404, 200], archived: [401, 404, 200] },
  },
  'GET /api/collection/active': {
    request: () => ({ url: '/api/collection/active' }),
    expect: signedIn(200),
  },
  'GET /api/collection/archived': {
    request: () => ({ url: '/api/collection/archived' }),
    expect: signedIn(200),
  },
  'GET /api/collection/mostLiked': {
    request: () => ({ url: '/api/collection/mostLiked' }),
    expect: everyone(200),
  },
  'GET /api/collection/lastAdded': {
    request: () => ({ url: '/api/collection/lastAdded' }),
    expect: everyone(200),
  },
  'GET /api/collection/othersCollections': {
    request: (s) => ({ url: `/api/collection/othersCollections?userId=${s.owner.user.id}` }),
    expect: everyone(200),
  },
  'GET /api/collection/name': {
    request: (s) => ({ url: `/api/collection/name?name=${encodeURIComponent(s.collection.name)}` }),
    expect: everyone(200),
  },
  'GET /api/collection/nameByUser': {
    request: () => ({ url: '/api/collection/nameByUser' }),
    expect: signedIn(200),
  },
  'GET /api/collection/addable': {
    request: () => ({ url: '/api/collection/addable' }),
    expect: signedIn(200),
  },
  'GET /api/collection/{id}': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },

  ...memberRows,

  // Likes
  'POST /api/like/create': {
    request: (s) => ({ url: '/api/like/create', payload: { CollectionId: s.collection.id } }),
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'DELETE /api/like/delete': {
    request: (s) => ({ url: '/api/like/delete', payload: { CollectionId: s.collection.id } }),
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [200, 200, 404] },
  },

  // Products
  'POST /api/product/scrape/collection': {
    request: (s) => ({
      url: '/api/product/scrape/collection',
      payload: { url: 'https://www.trendyol.com/p/kettle-p-1', collectionId: s.collection.id },
    }),
    // The owner's scrape fails (the shop is a closed port): 422; an archived collection is frozen.
    expect: { public: [401, 404, 422], private: [401, 404, 422], archived: [401, 404, 403] },
    members: { public: [403, 422, 404], private: [403, 422, 404] },
  },
  'POST /api/product/create': {
    request: (s) => ({
      url: '/api/product/create',
      payload: {
        collectionId: s.collection.id,
        title: 'Kettle',
        store: 'Trendyol',
        pureUrl: `https://www.trendyol.com/p/kettle-p-${unique()}`,
      },
    }),
    expect: { public: [401, 404, 201], private: [401, 404, 201], archived: [401, 404, 403] },
    members: { public: [403, 201, 404], private: [403, 201, 404] },
  },
  'POST /api/product/capture': {
    request: (s) => ({
      url: '/api/product/capture',
      payload: {
        collectionIds: [s.collection.id],
        url: `https://www.trendyol.com/p/kettle-p-${unique()}`,
        title: 'Kettle',
        source: 'manual',
      },
    }),
    expect: { public: [401, 404, 201], private: [401, 404, 201], archived: [401, 404, 403] },
    members: { public: [403, 201, 404], private: [403, 201, 404] },
  },
  'POST /api/product/add/collection': {
    request: (s) => ({
      url: '/api/product/add/collection',
      payload: { productId: s.looseProduct.id, collectionId: s.collection.id },
    }),
    expect: { public: [401, 404, 200], private: [401, 404, 200], archived: [401, 404, 403] },
    members: { public: [403, 200, 404], private: [403, 200, 404] },
  },
  'DELETE /api/product/delete': {
    request: (s) => ({
      url: '/api/product/delete',
      payload: { productId: s.product.id, collectionId: s.collection.id },
    }),
    expect: { public: [401, 404, 200], private: [401, 404, 200], archived: [401, 404, 403] },
    members: { public: [403, 200, 404], private: [403, 200, 404] },
  },
  'GET /api/product/collection/{id}': {
    request: (s) => ({ url: `/api/product/collection/${s.collection.id}` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'GET /api/product/lastAdded': {
    request: () => ({ url: '/api/product/lastAdded' }),
    expect: everyone(200),
  },
  'GET /api/product/name': {
    request: (s) => ({ url: `/api/product/name?title=${encodeURIComponent(s.product.title!)}` }),
    expect: everyone(200),
  },
  'GET /api/product/byStore': {
    request: () => ({ url: '/api/product/byStore?store=trendyol' }),
    expect: everyone(200),
  },
  // A product behind its own link (issue #32): through an active collection the caller may open.
  'GET /api/product/{id}': {
    request: (s) => ({ url: `/api/product/${s.product.id}` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: everyone(404) },
    members: { private: [200, 200, 404] },
  },
  'POST /api/product/analyze/{id}': {
    request: (s) => ({ url: `/api/product/analyze/${s.product.id}` }),
    // Analysis reads products through active collections only, the owner's archived one too.
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 404] },
    members: { private: [200, 200, 404] },
  },

  // Comments (the owner wrote the scene's comment)
  'POST /api/comment/create': {
    request: (s) => ({
      url: '/api/comment/create',
      payload: { collectionId: s.collection.id, content: 'Lovely.' },
    }),
    expect: { public: [401, 201, 201], private: [401, 404, 201], archived: [401, 404, 201] },
    members: { private: [201, 201, 404] },
  },
  'GET /api/comment/comments/{id}': {
    request: (s) => ({ url: `/api/comment/comments/${s.collection.id}` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'DELETE /api/comment/{id}': {
    request: (s) => ({ url: `/api/comment/${s.comment.id}` }),
    expect: { public: [401, 403, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [403, 403, 404] },
  },

  // Notifications: each user's own only.
  'GET /api/notification/': {
    request: () => ({ url: '/api/notification/' }),
    expect: signedIn(200),
  },
  'PUT /api/notification/read/{id}': {
    request: (s) => ({ url: `/api/notification/read/${s.notification.id}` }),
    expect: [401, 404, 200],
  },
  'PUT /api/notification/read-all': {
    request: () => ({ url: '/api/notification/read-all' }),
    expect: signedIn(200),
  },
  'DELETE /api/notification/{id}': {
    request: (s) => ({ url: `/api/notification/${s.notification.id}` }),
    expect: [401, 404, 200],
  },

  // Prices and watches (issue #12): a product's prices for whoever can open a collection holding
  // it; watches, totals' collection and alert channels as their owners see them.
  'GET /api/product/{id}/prices': {
    request: (s) => ({ url: `/api/product/${s.product.id}/prices` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'GET /api/product/{id}/watch': {
    request: (s) => ({ url: `/api/product/${s.product.id}/watch` }),
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'POST /api/product/{id}/watch': {
    request: (s) => ({
      url: `/api/product/${s.product.id}/watch`,
      payload: { targetPrice: '999.90', onDrop: true, onBackInStock: false },
    }),
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'DELETE /api/product/{id}/watch': {
    request: (s) => ({ url: `/api/product/${s.product.id}/watch` }),
    expect: { public: [401, 200, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'GET /api/collection/{id}/price-totals': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/price-totals` }),
    expect: { public: everyone(200), private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'GET /api/watch/': { request: () => ({ url: '/api/watch/' }), expect: signedIn(200) },
  // The signed token decides, whoever calls: a forged one is refused for everybody.
  'GET /api/watch/unsubscribe': {
    request: (s) => ({ url: `/api/watch/unsubscribe?token=${s.owner.user.id}.${'0'.repeat(64)}` }),
    expect: everyone(400),
  },
  'POST /api/watch/unsubscribe': {
    request: (s) => ({
      url: `/api/watch/unsubscribe?token=${s.owner.user.id}.${'0'.repeat(64)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: everyone(400),
  },
  'GET /api/user/alert-preferences': {
    request: () => ({ url: '/api/user/alert-preferences' }),
    expect: signedIn(200),
  },
  'PUT /api/user/alert-preferences': {
    request: () => ({
      url: '/api/user/alert-preferences',
      payload: { bell: true, email: false, push: true },
    }),
    expect: signedIn(200),
  },
  'GET /api/push/public-key': {
    request: () => ({ url: '/api/push/public-key' }),
    expect: everyone(200),
  },
  'POST /api/push/subscription': {
    request: () => ({
      url: '/api/push/subscription',
      payload: {
        endpoint: `https://push.example.com/send/${unique()}`,
        keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
      },
    }),
    expect: signedIn(200),
  },
  'DELETE /api/push/subscription': {
    request: () => ({
      url: '/api/push/subscription',
      payload: { endpoint: 'https://push.example.com/send/gone' },
    }),
    expect: signedIn(200),
  },
};
