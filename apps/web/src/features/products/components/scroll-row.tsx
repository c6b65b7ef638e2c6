import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const arrowClasses =
  'bg-background/95 hover:bg-muted absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full border border-border shadow';

/** A horizontally scrolling list with left and right arrows that move it by most of a view. */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => scroll(-1)}
        aria-label={t('products.searchTab.scrollLeft')}
        className={`${arrowClasses} -left-3`}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <ul
        ref={listRef}
        aria-label={label}
        className="flex snap-x gap-3 overflow-x-auto scroll-smooth px-1 pb-2"
      >
        {children}
      </ul>
      <button
        type="button"
        onClick={() => scroll(1)}
        aria-label={t('products.searchTab.scrollRight')}
        className={`${arrowClasses} -right-3`}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </div>
  );
}
