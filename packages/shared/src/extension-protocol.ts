import * as z from 'zod';
import type { SearchMessage } from './retailer-search';
import { searchStoreIds } from './search-store-ids';

/**
 * The window messages between the Kolekt app and the companion extension's bridge content script
 * (spec §7 "Extension messages", plus the token request and the in-browser retailer search).
 * Both sides post only to the app's own origin and read only messages from its own window.
 */
export const extensionSearchRequestSchema = z.object({
  type: z.literal('EXTENSION_SEARCH'),
  requestId: z.string().min(1).max(100),
  key: z.string().trim().min(1).max(200),
  pageIndex: z.number().int().min(1).max(100),
  pageSize: z.number().int().min(1).max(100),
  /** The one shop the user picked; every built-in shop when absent. */
  store: z.enum(searchStoreIds).optional(),
});

/** What the app says to the extension. */
export const appToExtensionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CHECK_EXTENSION_READY') }),
  z.object({ type: z.literal('EXTENSION_AUTH'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('EXTENSION_LOGOUT') }),
  extensionSearchRequestSchema,
  z.object({ type: z.literal('EXTENSION_SEARCH_CANCEL'), requestId: z.string().min(1).max(100) }),
]);
export type AppToExtensionMessage = z.infer<typeof appToExtensionSchema>;
export type ExtensionSearchRequest = z.infer<typeof extensionSearchRequestSchema>;

/** What the extension says to the app; the token never travels this way. */
export type ExtensionToAppMessage =
  | { type: 'EXTENSION_READY' }
  /** The extension's token expired: the app refreshes its session, which sends EXTENSION_AUTH. */
  | { type: 'EXTENSION_TOKEN_REQUEST' }
  | { type: 'EXTENSION_SEARCH_EVENT'; requestId: string; message: SearchMessage }
  /** The search could not run in the browser (the extension's worker went away). */
  | { type: 'EXTENSION_SEARCH_ERROR'; requestId: string };
