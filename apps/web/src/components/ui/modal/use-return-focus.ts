import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives focus back only to its own Trigger, and the modal stack opens from anywhere (a
 * card, a menu, a shortcut). The element focused when the first modal opens is kept here and
 * gets the focus back when the last one closes, so a keyboard user goes on where they were.
 * Layout effects run before Radix moves the focus into the dialog (a passive effect).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && !opener.current && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
