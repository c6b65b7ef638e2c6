import type { Collection } from '@kolekt/shared/collection';
import { maxPageSize } from '@kolekt/shared/constants';
import type { Envelope, PagedResult } from '@kolekt/shared/envelope';
import type { CaptureProductInput, CapturedProduct } from '@kolekt/shared/product';

export interface KolektApi {
  origin: string;
  token: string;
  language: string;
}

/** The extension's own wording when the api could not be reached at all. */
export const unreachableMessage = 'unreachable';

/**
 * One call to the user's Kolekt with the bearer token, answered as the api's envelope; a network
 * failure becomes a failed envelope too, so every screen handles one shape.
 */
async function call<T>(
  api: KolektApi,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<Envelope<T>> {
  const headers = new Headers({
    Accept: 'application/json',
    Authorization: `Bearer ${api.token}`,
    'Accept-Language': api.language,
  });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetch(`${api.origin}/api/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
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
    return { success: false, message: unreachableMessage, data: null, statusCode: 0 };
  }
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
