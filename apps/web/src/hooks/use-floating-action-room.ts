import { useEffect } from 'react';

/** The root's class while a floating button is on screen; the main layout pads its end for it. */
export const floatingActionClass = 'has-floating-action';

// Counted: on a switch of collection the new button mounts before the old one's cleanup runs.
let mounted = 0;

/**
 * Asks for room at the end of the page while a floating button sits at the bottom right, so that
 * scrolled to the bottom, the last row of cards and the footer's links are clear of it.
 */
export function useFloatingActionRoom() {
  useEffect(() => {
    mounted++;
    document.documentElement.classList.add(floatingActionClass);
    return () => {
      mounted--;
      if (mounted === 0) document.documentElement.classList.remove(floatingActionClass);
    };
  }, []);
}
