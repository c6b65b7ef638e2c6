import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The query parameter of /collections that names the collection shown (issue #32). */
export const selectedCollectionParam = 'collection';

/**
 * The collection shown in /collections, kept in the address so a reload, Back and a shared link
 * keep it; undefined means the first active one. Picking one is a step Back undoes; a selection
 * that went away (archived, deleted, left) is replaced instead.
 */
export function useSelectedCollection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = searchParams.get(selectedCollectionParam) ?? undefined;
  const select = useCallback(
    (id: string | undefined, options: { replace?: boolean } = {}) => {
      const search = id ? `?${new URLSearchParams({ [selectedCollectionParam]: id })}` : '';
      void navigate(`/collections${search}`, options);
    },
    [navigate],
  );
  return { selectedId, select };
}
