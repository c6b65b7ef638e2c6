import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { showcaseProducts, shuffle, toColumns } from '../lib/showcase-products';

const columnStyles = [
  'animate-float mt-10',
  'animate-float-slow',
  'animate-float mt-20 [animation-delay:-3s]',
];

/** Seven product pictures in three floating columns, in a new order on each visit. */
export function FloatingProducts() {
  const { t } = useTranslation();
  const [columns] = useState(() => toColumns(shuffle(showcaseProducts)));
  return (
    <div className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="floating-products">
      {columns.map((column, index) => (
        <div key={index} className={cn('flex flex-col gap-3 sm:gap-4', columnStyles[index])}>
          {column.map((product) => (
            <figure
              key={product.src}
              className="bg-background overflow-hidden rounded-2xl border border-white/60 shadow-[var(--shadow-card)]"
            >
              <img
                src={product.src}
                alt={t(product.nameKey)}
                width={240}
                height={280}
                className="aspect-[6/7] w-full object-cover"
              />
            </figure>
          ))}
        </div>
      ))}
    </div>
  );
}
