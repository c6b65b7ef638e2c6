import type { MatrixRow } from './authz-matrix';

/**
 * The rows of collection members, invitations and gift lists (issue #14). Managing members is the
 * owner's alone; a member may see what the owner may see of an active collection; a removed
 * member gets what anyone else gets; claims are for everyone but the owner and editors.
 */
export const memberRows: Record<string, MatrixRow> = {
  'GET /api/collection/shared': {
    request: () => ({ url: '/api/collection/shared' }),
    expect: [401, 200, 200],
  },
  'GET /api/collection/{id}/members': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/members` }),
    expect: { public: [200, 200, 200], private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'GET /api/collection/{id}/invites': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/invites` }),
    expect: { public: [401, 403, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  'POST /api/collection/{id}/invites': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/invites`,
      payload: { userName: s.other.user.userName, role: 'editor' },
    }),
    expect: { public: [401, 403, 201], private: [401, 404, 201], archived: [401, 404, 201] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  'POST /api/collection/{id}/inviteLinks': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/inviteLinks`,
      payload: { role: 'viewer', days: 7 },
    }),
    expect: { public: [401, 403, 201], private: [401, 404, 201], archived: [401, 404, 201] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  'DELETE /api/collection/{id}/invites/{inviteId}': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/invites/${s.invite.id}` }),
    expect: { public: [401, 403, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  'PUT /api/collection/{id}/members/{userId}': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/members/${s.editor.user.id}`,
      payload: { role: 'viewer' },
    }),
    expect: { public: [401, 403, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  // Removing the viewer: the owner may; the viewer themself leaves, in any state.
  'DELETE /api/collection/{id}/members/{userId}': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/members/${s.viewer.user.id}` }),
    expect: { public: [401, 403, 200], private: [401, 404, 200], archived: [401, 404, 200] },
    members: {
      public: [200, 403, 403],
      private: [200, 403, 404],
      archived: [200, 404, 404],
    },
  },

  // Gift lists: the scene's collection is one.
  'GET /api/collection/{id}/gifts': {
    request: (s) => ({ url: `/api/collection/${s.collection.id}/gifts` }),
    expect: { public: [200, 200, 200], private: [404, 404, 200], archived: [404, 404, 200] },
    members: { private: [200, 200, 404] },
  },
  'POST /api/collection/{id}/gifts/claim': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/gifts/claim`,
      payload: { productId: s.product.id },
    }),
    expect: { public: [401, 200, 403], private: [401, 404, 403], archived: [401, 404, 403] },
    members: { public: [200, 403, 200], private: [200, 403, 404] },
  },
  // Nobody in the scene has claimed anything: there is no claim of theirs to change.
  'POST /api/collection/{id}/gifts/release': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/gifts/release`,
      payload: { productId: s.product.id },
    }),
    expect: { public: [401, 403, 403], private: [401, 404, 403], archived: [401, 404, 403] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },
  'POST /api/collection/{id}/gifts/bought': {
    request: (s) => ({
      url: `/api/collection/${s.collection.id}/gifts/bought`,
      payload: { productId: s.product.id },
    }),
    expect: { public: [401, 403, 403], private: [401, 404, 403], archived: [401, 404, 403] },
    members: { public: [403, 403, 403], private: [403, 403, 404] },
  },

  // Invitations: the scene's is to "other"; its link is to anyone holding it.
  'GET /api/invite/pending': {
    request: () => ({ url: '/api/invite/pending' }),
    expect: [401, 200, 200],
  },
  'GET /api/invite/link/{token}': {
    request: (s) => ({ url: `/api/invite/link/${s.inviteToken}` }),
    expect: { public: [200, 200, 200], private: [200, 200, 200], archived: [404, 404, 404] },
  },
  'POST /api/invite/accept': {
    request: (s) => ({ url: '/api/invite/accept', payload: { inviteId: s.invite.id } }),
    expect: { public: [401, 200, 404], private: [401, 200, 404], archived: [401, 404, 404] },
    members: [404, 404, 404],
  },
  'POST /api/invite/decline': {
    request: (s) => ({ url: '/api/invite/decline', payload: { inviteId: s.invite.id } }),
    expect: [401, 200, 404],
    members: [404, 404, 404],
  },
};
