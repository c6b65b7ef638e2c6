/** Business constants and limits of spec §9. */
export const pageSizes = {
  default: 10,
  activeCollections: 5,
  lastAdded: 4,
  searchLoadMore: 12,
  notifications: 10,
  comments: 10,
  mostLiked: 10,
  members: 20,
} as const;

/** The largest page any list call answers, whatever pageSize asks for. */
export const maxPageSize = 50;

export const recentListLimit = 4;

export const limits = {
  collectionName: { min: 2, max: 30 },
  descriptionMin: 5,
  descriptionMax: 250,
  searchQueryMin: 2,
  emailMax: 50,
  password: { min: 8, max: 20 },
  registerName: { min: 3, max: 20 },
  profileNameMax: 20,
  userName: { min: 5, max: 20 },
  biographyMax: 500,
  imagePathMax: 255,
  commentMax: 500,
  commentInputCap: 550,
  otpLength: 6,
} as const;

export const timings = {
  userNameCheckDebounceMs: 500,
  commentPostDelayMs: 1000,
  followersSkeletonMs: 500,
  productListLoadingMs: 600,
  copyConfirmationMs: 1500,
  extensionReadyTimeoutMs: 1000,
  extensionRetryAttempts: 2,
  extensionRetryDelayMs: 500,
  extensionRetryGrowth: 1.5,
  toastDurationMs: 4000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const hub = {
  path: '/hubs/notification',
  reconnectDelaysMs: [0, 2000, 10000, 30000],
  serverTimeoutMs: 30000,
  keepAliveMs: 15000,
} as const;

export const layout = {
  mobileBreakpointPx: 768,
  sidebarCookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  infiniteScrollThresholdPx: 200,
  productGridSkeletons: 14,
  collectionListSkeletons: 5,
} as const;

export const badgeCap = 99;

export const trendingTags = ['computer', 'clothes', 'shoes', 'accessories', 'electronics'] as const;

export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'tr';
