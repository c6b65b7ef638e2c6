import { keyInProgressMessage } from './idempotent-routes';

/**
 * Every message the api sends to a user in a reply envelope (errors and successes), in English as
 * the api answers it; other clients and the api's tests rely on these exact texts. The web app
 * looks each one up by its key to show it translated (`serverMessages.<key>` in common.json).
 * Spec texts ('User not found', 'Failed to scrape product', 'Failed to analyze product', 'Google
 * authentication failed', 'An unexpected error occurred.') are word for word. Spec §5 validation
 * messages live in messages.ts, not here.
 */
export const serverMessages = {
  // Any route: the api's error helpers and Fastify's own errors.
  authenticationRequired: 'Authentication required',
  notAllowed: 'You are not allowed to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  crossSiteRefused: 'Cross-site request refused.',
  requestUnreadable: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  requestNestedTooDeep: 'The request is nested too deeply.',
  contentTypeUnsupported: 'This content type is not supported.',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  unexpectedError: 'An unexpected error occurred.',
  formUnreadable: 'The form data is incomplete or malformed.',
  textHasNul: 'Text must not contain the NUL character.',
  requestTimedOut: 'The request took too long to arrive.',
  requestUrlTooLong: 'The address is too long.',
  requestHeadersTooLarge: 'The request headers are too large.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyInProgress: keyInProgressMessage,

  // Auth
  registered: 'Registration successful. We are sending a verification code to your e-mail address.',
  emailTaken: 'This e-mail address is already registered.',
  userNameTaken: 'This username is already taken.',
  emailVerified: 'Your e-mail address is verified.',
  emailVerifiedSetPassword:
    'Your e-mail address is verified. Set a password with "Forgot password" to log in.',
  registrationPasswordMismatch:
    'This is not the password the registration was made with. Enter that password, or register again.',
  codeInvalid: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  codeMissing: 'No valid verification code. Please request a new one.',
  codeRejected: 'The code is incorrect or has expired. Check it, or request a new one.',
  codeTriesTooMany: 'Too many code attempts. Please wait a few minutes.',
  codeResent: 'If the account exists and is not verified yet, a new code is on its way.',
  codeResendTooMany: 'Too many code requests for this e-mail address. Please wait a few minutes.',
  codeResendTooSoon: 'A code was sent a moment ago. Please wait before asking for another.',
  loginSucceeded: 'Login successful.',
  loginInvalid: 'Invalid email or password.',
  loginNotVerified: 'Please verify your e-mail address before logging in.',
  loginTooMany: 'Too many failed login attempts. Please try again later.',
  sessionRefreshed: 'Session refreshed.',
  noSession: 'No session to refresh.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out.',
  googleFailed: 'Google authentication failed',
  googleNotConfigured: 'Google sign-in is not configured.',

  // Account settings
  passwordResetRequested:
    'If an account uses this e-mail address, a code to reset its password is on its way.',
  passwordResetDone: 'Your password has been reset. Please log in with the new password.',
  passwordChanged: 'Your password has been changed. You were signed out everywhere else.',
  passwordIncorrect: 'The password is incorrect.',
  passwordNotSet:
    'This account signs in with Google and has no password. Use "Forgot password" to set one.',
  emailChangeCodeSent: 'We are sending a verification code to your new e-mail address.',
  emailChanged: 'Your e-mail address has been changed.',
  emailUnchanged: 'This is already your e-mail address.',
  codeRequestTooMany: 'Too many code requests. Please wait a few minutes.',
  googleAccountMismatch: 'Sign in with the Google account linked to this profile.',
  accountDeleted: 'Your account and everything in it have been deleted.',

  // Users
  userNotFound: 'User not found',
  profileUpdated: 'Profile updated.',
  profileImageSaved: 'Profile picture saved.',
  profileImageMissing: 'Choose an image file.',
  profileImageType: 'The file must be a PNG, JPEG, GIF or WebP image.',
  profileImageSize: 'The image must be 2 MB or smaller.',
  profileImageTooManyPixels: 'The image is too large: it may have at most 40 megapixels.',
  profileImageUnreadable: 'The image could not be read. It may be damaged.',
  followSelf: 'You cannot follow yourself.',
  followNotCaller: 'You can only follow and unfollow as yourself.',
  userFollowed: 'User followed.',
  userUnfollowed: 'User unfollowed.',

  // Collections and likes
  collectionNotFound: 'Collection not found',
  collectionImmutable: 'The default collection cannot be changed.',
  collectionTransition: 'This status change is not allowed.',
  collectionNotActive: 'Only active collections can be changed.',
  collectionCreated: 'Collection created.',
  collectionUpdated: 'Collection updated.',
  collectionLiked: 'Collection liked.',
  collectionUnliked: 'Collection unliked.',
  collectionNotLikeable: 'This collection cannot be liked.',

  // Collection members and gift lists (issue #14)
  memberInvited: 'Invitation sent.',
  inviteLinkCreated: 'Invite link created.',
  inviteNotFound: 'This invitation is no longer valid.',
  inviteSelf: 'You cannot invite yourself.',
  inviteAccepted: 'You joined the collection.',
  inviteDeclined: 'Invitation declined.',
  inviteRevoked: 'Invitation withdrawn.',
  alreadyMember: 'This person is already a member of the collection.',
  tooManyMembers: 'A collection can have at most 50 members and invitations.',
  memberNotFound: 'This person is not a member of the collection.',
  memberUpdated: 'Member role changed.',
  memberRemoved: 'Member removed.',
  memberLeft: 'You left the collection.',
  giftClaimed: 'You claimed this gift.',
  giftReleased: 'Your claim was released.',
  giftBought: 'Marked as bought.',
  giftTaken: 'Someone has already claimed this gift.',
  giftNotYours: 'Only the person who claimed this gift can change it.',
  giftNotAList: 'This collection is not a gift list.',
  giftOwnList: 'You cannot claim gifts on a list you manage.',

  // Products and analysis
  productNotFound: 'Product not found',
  productAdded: 'Product added to the collection.',
  productSaved: 'Product saved to your collections.',
  productRemoved: 'Product removed from the collection.',
  productNotInCollection: 'This product is not in the collection.',
  scrapeFailed: 'Failed to scrape product',
  scrapeTooMany: 'Too many product links at once. Please wait a minute.',
  retailerSearchTooMany:
    'Too many shop searches in a short time. Please wait a minute and search again.',
  storeNotFound: 'Store not found',
  analysisFailed: 'Failed to analyze product',
  analysisTooMany: 'Too many analyses at once. Please try again in a minute.',

  // Comments
  commentPosted: 'Comment posted.',
  commentDeleted: 'Comment deleted.',
  commentNotFound: 'Comment not found',
  commentNotYours: 'You can only delete your own comments or comments on your collections.',

  // Notifications
  notificationNotFound: 'Notification not found',
  notificationRead: 'Notification marked as read.',
  allNotificationsRead: 'All notifications marked as read.',
  notificationDeleted: 'Notification deleted.',

  // Browser extension
  extensionNotBuilt: 'The browser extension is not available on this server yet.',

  // Web Push (decision 0047)
  pushEndpointTaken: 'This device already gets push notifications for another account.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

const keyByMessage = new Map<string, ServerMessageKey>(
  Object.entries(serverMessages).map(([key, message]) => [message, key as ServerMessageKey]),
);

/** The key of a message the api sends, so a client can show it in the user's language. */
export function serverMessageKey(message: string): ServerMessageKey | undefined {
  return keyByMessage.get(message);
}

const m = serverMessages;

// The api's names for the messages of one feature; the texts are always the ones above.

export const loginMessages = {
  invalid: m.loginInvalid,
  notVerified: m.loginNotVerified,
  tooMany: m.loginTooMany,
} as const;

export const registerMessages = {
  userNameTaken: m.userNameTaken,
  registered: m.registered,
  verified: m.emailVerified,
  verifiedSetPassword: m.emailVerifiedSetPassword,
  passwordMismatch: m.registrationPasswordMismatch,
} as const;

/**
 * By the outcome of a failed code check. A signed-in e-mail change hears which; verifying a
 * sign-up and resetting a password hear only `rejected`, so their answers find no accounts.
 */
export const codeMessages = {
  invalid: m.codeInvalid,
  expired: m.codeExpired,
  locked: m.codeLocked,
  missing: m.codeMissing,
  rejected: m.codeRejected,
  tooMany: m.codeTriesTooMany,
} as const;

export const accountMessages = {
  resetRequested: m.passwordResetRequested,
  resetDone: m.passwordResetDone,
  passwordChanged: m.passwordChanged,
  passwordIncorrect: m.passwordIncorrect,
  passwordNotSet: m.passwordNotSet,
  emailChangeCodeSent: m.emailChangeCodeSent,
  emailChanged: m.emailChanged,
  emailUnchanged: m.emailUnchanged,
  emailTaken: m.emailTaken,
  tooManyCodes: m.codeRequestTooMany,
  googleMismatch: m.googleAccountMismatch,
  deleted: m.accountDeleted,
} as const;

export const resendMessages = {
  sent: m.codeResent,
  tooMany: m.codeResendTooMany,
  tooSoon: m.codeResendTooSoon,
} as const;

export const followMessages = {
  self: m.followSelf,
  notCaller: m.followNotCaller,
  followed: m.userFollowed,
  unfollowed: m.userUnfollowed,
} as const;

export const imageMessages = {
  missing: m.profileImageMissing,
  type: m.profileImageType,
  size: m.profileImageSize,
  tooManyPixels: m.profileImageTooManyPixels,
  unreadable: m.profileImageUnreadable,
} as const;

export const collectionMessages = {
  notFound: m.collectionNotFound,
  immutable: m.collectionImmutable,
  transition: m.collectionTransition,
  created: m.collectionCreated,
  updated: m.collectionUpdated,
} as const;

export const memberMessages = {
  invited: m.memberInvited,
  linkCreated: m.inviteLinkCreated,
  inviteNotFound: m.inviteNotFound,
  self: m.inviteSelf,
  accepted: m.inviteAccepted,
  declined: m.inviteDeclined,
  revoked: m.inviteRevoked,
  already: m.alreadyMember,
  tooMany: m.tooManyMembers,
  notFound: m.memberNotFound,
  updated: m.memberUpdated,
  removed: m.memberRemoved,
  left: m.memberLeft,
} as const;

export const giftMessages = {
  claimed: m.giftClaimed,
  released: m.giftReleased,
  bought: m.giftBought,
  taken: m.giftTaken,
  notYours: m.giftNotYours,
  notAList: m.giftNotAList,
  ownList: m.giftOwnList,
} as const;

export const productMessages = {
  notFound: m.productNotFound,
  added: m.productAdded,
  saved: m.productSaved,
  removed: m.productRemoved,
  notInCollection: m.productNotInCollection,
  scrapeFailed: m.scrapeFailed,
} as const;

export const commentMessages = {
  created: m.commentPosted,
  deleted: m.commentDeleted,
  notFound: m.commentNotFound,
  notYours: m.commentNotYours,
} as const;

export const notificationMessages = {
  notFound: m.notificationNotFound,
  read: m.notificationRead,
  allRead: m.allNotificationsRead,
  deleted: m.notificationDeleted,
} as const;
