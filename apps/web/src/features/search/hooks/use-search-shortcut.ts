import { useEffect } from 'react';
import { useModalStore } from '@/stores/modal-store';

export function openSearchOverlay() {
  const { stack, push } = useModalStore.getState();
  if (stack.at(-1)?.kind !== 'search') push({ kind: 'search', size: '2xl', props: {} });
}

/** Ctrl/Cmd+K anywhere opens the search overlay. */
export function useSearchShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearchOverlay();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
