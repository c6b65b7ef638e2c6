import type { Collection } from '@kolekt/shared/collection';
import { Globe, Lock, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Spec §2: default (the immutable collection), public or private. */
export function VisibilityBadge({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const kind = collection.isImmutable ? 'default' : collection.isPublic ? 'public' : 'private';
  const Icon = { default: Star, public: Globe, private: Lock }[kind];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        kind === 'default' && 'bg-amber-100 text-amber-800',
        kind === 'public' && 'bg-emerald-100 text-emerald-800',
        kind === 'private' && 'bg-muted text-muted-foreground',
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`collection.badge.${kind}`)}
    </span>
  );
}
