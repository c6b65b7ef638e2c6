import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

const arrowClasses =
  'bg-background/95 hover:bg-muted absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full border border-border shadow';

/** Whether the list is wider than its view, kept up as its size and its items change. */
function useOverflows(listRef: RefObject<HTMLUListElement | null>, children: ReactNode) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOverflows(list.scrollWidth > list.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, children]);
  return overflows;
}

/**
 * A horizontally scrolling list with left and right arrows that move it by most of a view. The
 * arrows show only when there is more to scroll to: over one or two cards they moved nothing and
 * covered the cards' edges.
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const overflows = useOverflows(listRef, children);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="relative">
      {overflows ? (
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label={t('products.searchTab.scrollLeft')}
          className={`${arrowClasses} -left-3`}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
      ) : null}
      <ul
        ref={listRef}
        aria-label={label}
        className="flex snap-x gap-3 overflow-x-auto scroll-smooth px-1 pb-2"
      >
        {children}
      </ul>
      {overflows ? (
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label={t('products.searchTab.scrollRight')}
          className={`${arrowClasses} -right-3`}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
