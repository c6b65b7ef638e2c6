import type { Collection } from '@kolekt/shared/collection';
import { useCallback, useEffect, useState } from 'react';
import { createCollection, listAddableCollections, type KolektApi } from '../lib/kolekt-api';

export type CollectionsState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; statusCode: number }
  | { kind: 'ready'; items: Collection[] };

/** Where the user may put a product, and creating one more collection from the popup. */
export function useCollections(api: KolektApi) {
  const [state, setState] = useState<CollectionsState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void listAddableCollections(api).then((reply) => {
      if (!current) return;
      setState(
        reply.success
          ? { kind: 'ready', items: reply.data?.items ?? [] }
          : { kind: 'failed', message: reply.message, statusCode: reply.statusCode },
      );
    });
    return () => {
      current = false;
    };
  }, [api]);

  /** The new collection, or the api's failed reply. */
  const create = useCallback(
    async (name: string) => {
      const reply = await createCollection(api, name);
      const created = reply.data;
      if (reply.success && created) {
        setState((previous) =>
          previous.kind === 'ready'
            ? { kind: 'ready', items: [...previous.items, created] }
            : previous,
        );
      }
      return reply;
    },
    [api],
  );

  return { state, create };
}
