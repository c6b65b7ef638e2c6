import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each layout's <main>, the skip link's target. */
export const mainContentId = 'main-content';

/**
 * The first stop of the Tab key on every screen: above the screen until focused, it takes a keyboard user
 * past the header to the page's own content. Focus is moved by hand, since a hash in the address
 * would be a navigation to the router.
 */
export function SkipToContent() {
  const { t } = useTranslation();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  }
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="bg-background text-foreground fixed top-2 left-2 z-[60] -translate-y-[200%] rounded-lg px-4 py-2 text-sm font-medium shadow-lg focus:translate-y-0"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
