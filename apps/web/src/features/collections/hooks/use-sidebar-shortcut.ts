import { layout } from '@kolekt/shared/constants';
import { useEffect } from 'react';
import { useSidebarStore } from '../stores/sidebar-store';

/** Ctrl/Cmd+b toggles the sidebar (spec §2), the overlay on mobile and the panel on desktop. */
export function useSidebarShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const isMobile = !window.matchMedia(`(min-width: ${layout.mobileBreakpointPx}px)`).matches;
      useSidebarStore.getState().toggle(isMobile);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
