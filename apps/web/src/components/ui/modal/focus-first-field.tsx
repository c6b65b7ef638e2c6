import { useEffect, type RefObject } from 'react';

const fields = 'input:not([type="hidden"]), textarea, select';
const focusables = `${fields}, button, a[href], [tabindex]:not([tabindex="-1"])`;

function firstUsable(container: HTMLElement, selector: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(selector)].find(
    (element) => !element.closest('[hidden], [inert]') && !element.hasAttribute('disabled'),
  );
}

/**
 * Rendered after a modal's body: once the body is there, focus goes to its first field, or else
 * its first control, rather than to the header's Close, which a keyboard user would have to pass
 * first. Focus the body placed itself (an autoFocus field) or the user moved is left alone.
 */
export function FocusFirstField({ container }: { container: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const body = container.current;
    const dialog = body?.closest<HTMLElement>('[role="dialog"]');
    if (!body || !dialog) return;
    const active = document.activeElement;
    if (body.contains(active) || (active !== dialog && dialog.contains(active))) return;
    (firstUsable(body, fields) ?? firstUsable(body, focusables))?.focus();
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
