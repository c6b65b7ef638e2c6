import { useEffect, type RefObject } from 'react';

const fields = 'input:not([type="hidden"]), textarea, select';
const focusables = `${fields}, button, a[href], [tabindex]:not([tabindex="-1"])`;

function firstUsable(container: HTMLElement, selector: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(selector)].find(
    (element) => !element.closest('[hidden], [inert]') && !element.hasAttribute('disabled'),
  );
}

/**
 * Whether `element` shows without scrolling the dialog: a field far down is not the focus. Measured
 * from the dialog's top, as a drawer is still sliding in.
 */
function inFirstView(element: HTMLElement, dialog: HTMLElement) {
  const offset = element.getBoundingClientRect().bottom - dialog.getBoundingClientRect().top;
  return offset <= dialog.clientHeight;
}

/**
 * Rendered after a modal's body: once the body is there, focus goes to its first field when it
 * shows without scrolling, or else to its first control, rather than to the header's Close, which a keyboard user would have to pass
 * first. Focus the body placed itself (an autoFocus field) or the user moved is left alone.
 */
export function FocusFirstField({ container }: { container: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const body = container.current;
    const dialog = body?.closest<HTMLElement>('[role="dialog"]');
    if (!body || !dialog) return;
    const active = document.activeElement;
    if (body.contains(active) || (active !== dialog && dialog.contains(active))) return;
    const field = firstUsable(body, fields);
    (field && inFirstView(field, dialog) ? field : firstUsable(body, focusables))?.focus();
  }, [container]);
  return null;
}

/**
 * For the dialog's onOpenAutoFocus: the dialog itself takes focus instead of its first button
 * (Close), until FocusFirstField moves it into the body.
 */
export function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}
