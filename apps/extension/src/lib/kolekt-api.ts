import type { Collection } from '@kolekt/shared/collection';
import { maxPageSize } from '@kolekt/shared/constants';
import { createIntentSender, intentOf } from '@kolekt/shared/create-intents';
import type { Envelope, PagedResult } from '@kolekt/shared/envelope';
import { takesIdempotencyKey } from '@kolekt/shared/idempotent-routes';
import type { CaptureProductInput, CapturedProduct } from '@kolekt/shared/product';

export interface KolektApi {
  origin: string;
  token: string;
  language: string;
}

/** The extension's own wording when the api could not be reached at all. */
export const unreachableMessage = 'unreachable';

interface CallInit {
  method?: string;
  json?: unknown;
  form?: FormData;
}

const bodyOf = (init: CallInit) =>
  init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));

/** One try: the api's envelope, or null when no reply came (the connection failed). */
async function attempt<T>(
  api: KolektApi,
  path: string,
  init: CallInit,
  idempotencyKey?: string,
): Promise<Envelope<T> | null> {
  const headers = new Headers({
    Accept: 'application/json',
    Authorization: `Bearer ${api.token}`,
    'Accept-Language': api.language,
  });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  try {
    const response = await fetch(`${api.origin}/api/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: bodyOf(init),
      credentials: 'omit',
    });
    const reply = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
    return {
      success: response.ok && reply?.success !== false,
      message: reply?.message ?? '',
      data: (reply?.data ?? null) as T | null,
      statusCode: reply?.statusCode ?? response.status,
    };
  } catch {
    return null;
  }
}

const sendIntent = createIntentSender();

/**
 * One call to the user's Kolekt with the bearer token, answered as the api's envelope; a network
 * failure becomes a failed envelope too, so every screen handles one shape. A create goes with an
 * Idempotency-Key per intent and is retried while unanswered (decision 0053).
 */
async function call<T>(api: KolektApi, path: string, init: CallInit = {}): Promise<Envelope<T>> {
  const reply = takesIdempotencyKey(init.method ?? 'GET', `/api/${path}`)
    ? await sendIntent(intentOf(`${api.origin}/api/${path}`, bodyOf(init)), (key) =>
        attempt<T>(api, path, init, key),
      )
    : await attempt<T>(api, path, init);
  return reply ?? { success: false, message: unreachableMessage, data: null, statusCode: 0 };
}

/** The caller's own active collections, the default one first. */
export const listOwnCollections = (api: KolektApi) =>
  call<PagedResult<Collection>>(
    api,
    `collection/nameByUser?name=&pageIndex=1&pageSize=${maxPageSize}`,
  );

/**
 * Where the caller may put a product, as the app's dialogs list them: their own active
 * collections, the default one first, then the active ones they edit as a member.
 */
export const listAddableCollections = (api: KolektApi) =>
  call<PagedResult<Collection>>(
    api,
    `collection/addable?name=&pageIndex=1&pageSize=${maxPageSize}`,
  );

export function createCollection(api: KolektApi, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('description', '');
  form.append('isPublic', 'false');
  return call<Collection>(api, 'collection/create', { method: 'POST', form });
}

export const captureProduct = (api: KolektApi, input: CaptureProductInput) =>
  call<CapturedProduct>(api, 'product/capture', { method: 'POST', json: input });
