import type { Envelope } from '@kolekt/shared/envelope';
import { defaultLanguage } from '@kolekt/shared/constants';
import { createIntentSender, intentOf } from '@kolekt/shared/create-intents';
import { takesIdempotencyKey } from '@kolekt/shared/idempotent-routes';
import type { RefreshReply, Session } from '@kolekt/shared/user';
import i18next from 'i18next';
import { useSessionStore } from '@/stores/session-store';
import { takeEarlyResponse } from './early-requests';
import { notifyExtension } from './extension-bridge';

export type FormFields = Record<string, string | Blob | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data, as spec §7 does for forms. */
  form?: FormFields;
  /** Public reads (one collection by id) go without the refresh cookie. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** The reply is a file, not an envelope: a success carries it as a `File` in `data`. */
  download?: boolean;
}

export const requestFailedMessage = 'Request failed';
export const networkErrorMessage = 'An unexpected error occurred.';

const noRetryPaths = new Set(['auth/login', 'auth/refresh-token', 'auth/logout']);

function toFormData(fields: FormFields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(name, value);
  }
  return data;
}

/** The body of a download, named as the server's Content-Disposition says. */
async function downloadedFile(response: Response): Promise<File> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type });
}

function bodyOf(options: RequestOptions): string | FormData | undefined {
  if (options.form) return toFormData(options.form);
  return options.json === undefined ? undefined : JSON.stringify(options.json);
}

/** One try: the envelope, or null when no reply came (the connection failed). */
async function send<T>(
  path: string,
  options: RequestOptions,
  idempotencyKey?: string,
): Promise<Envelope<T> | null> {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18next.resolvedLanguage ?? defaultLanguage,
  });
  const token = useSessionStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  const body = bodyOf(options);
  if (typeof body === 'string') headers.set('Content-Type', 'application/json');
  // A guest's read the start-up entry already asked for (a shared collection's first screen).
  const guestRead = !token && (options.method ?? 'GET') === 'GET' && !options.download;
  // Offline, no answer can come: fail at once rather than leave the request to a service worker
  // or a slow network timeout (issue #32).
  if (!navigator.onLine) return null;
  try {
    const response =
      (guestRead ? await takeEarlyResponse(path) : undefined) ??
      (await fetch(`/api/${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: options.credentials ?? 'include',
        signal: options.signal,
      }));
    if (options.download && response.ok) {
      const file = await downloadedFile(response);
      return { success: true, message: '', data: file as T, statusCode: response.status };
    }
    const reply = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
    if (response.ok && reply?.success !== false) {
      return {
        success: true,
        message: reply?.message ?? '',
        data: (reply?.data ?? null) as T | null,
        statusCode: response.status,
      };
    }
    return {
      success: false,
      message: reply?.message || requestFailedMessage,
      data: (reply?.data ?? null) as T | null,
      statusCode: reply?.statusCode ?? response.status,
    };
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<Session | null> | null = null;
let unconfirmed = false;

/** Whether the last session refresh got no answer, so the kept session is still unchecked. */
export const sessionUnconfirmed = () => unconfirmed;

const loadUserSchemas = () => import('@kolekt/shared/user');

/**
 * Rotates the refresh cookie into a new access token. Concurrent callers share one request,
 * because the server treats a second use of a rotated cookie as theft and revokes the family.
 */
export function refreshSession(): Promise<Session | null> {
  refreshInFlight ??= (async () => {
    const store = useSessionStore.getState();
    // The schema (and zod) load beside the request when this browser was signed in, and only
    // once a session came back otherwise (a guest's reply holds none): a guest's first screen
    // does not wait behind them.
    const early = store.user ? loadUserSchemas() : null;
    early?.catch(() => undefined);
    const reply = await send<RefreshReply>('auth/refresh-token', { method: 'POST' });
    // No answer (offline) says nothing about the session: the one kept stays, as do the screens
    // drawn for it, and the refresh is tried again when the connection returns.
    unconfirmed = reply === null;
    if (reply === null) return null;
    const schemas = reply?.success && reply.data ? await (early ?? loadUserSchemas()) : null;
    const parsed = schemas?.sessionSchema.safeParse(reply?.data);
    if (parsed?.success) {
      store.setSession(parsed.data);
      void notifyExtension({ type: 'EXTENSION_AUTH', token: parsed.data.accessToken });
      return parsed.data;
    }
    store.clearSession();
    void notifyExtension({ type: 'EXTENSION_LOGOUT' });
    return null;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function sendSignedIn<T>(path: string, options: RequestOptions, idempotencyKey?: string) {
  const reply = await send<T>(path, options, idempotencyKey);
  const hadToken = useSessionStore.getState().token !== null;
  if (reply?.statusCode !== 401 || !hadToken || noRetryPaths.has(path)) return reply;
  // An expired access token: refresh once and retry once.
  const session = await refreshSession();
  return session ? send<T>(path, options, idempotencyKey) : reply;
}

const sendIntent = createIntentSender();

/**
 * The one HTTP client: `/api/` base, credentials, bearer token, and the reply envelope. A create
 * goes with an Idempotency-Key per intent and is retried while unanswered (decision 0053).
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const reply = takesIdempotencyKey(options.method ?? 'GET', `/api/${path}`)
    ? await sendIntent(
        intentOf(path, bodyOf(options)),
        (key) => sendSignedIn<T>(path, options, key),
        options.signal,
      )
    : await sendSignedIn<T>(path, options);
  return reply ?? { success: false, message: networkErrorMessage, data: null, statusCode: 500 };
}

/**
 * The message the server itself sent, or '' when the client made one up (no message, network
 * error), so a screen can show its own fallback text instead.
 */
export function serverMessage(reply: Envelope<unknown>): string {
  const madeUp = reply.message === requestFailedMessage || reply.message === networkErrorMessage;
  return reply.success || madeUp ? '' : reply.message;
}

/**
 * A failed reply, thrown so TanStack Query sees the failure; `message` is the envelope's, `data`
 * what a failure still carries (a failed scrape's findings).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request got no answer at all (offline, the server unreachable): not a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.message === networkErrorMessage;
}

/** The reply's data, or an ApiError: the form query functions and mutations want. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const reply = await apiRequest<T>(path, options);
  if (!reply.success) throw new ApiError(reply.message, reply.statusCode, reply.data);
  return reply.data as T;
}
