import type { Collection } from '@kolekt/shared/collection';
import { CalendarDays, Eye, Heart, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format-count';

function Tile({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // Below 360 px (the narrowest phones) the icon gives way to the words.
    <div className="bg-background flex min-w-0 items-center gap-2 rounded-xl p-2.5 shadow-[var(--shadow-card)] sm:gap-3 sm:p-3">
      <span className="bg-primary-soft text-primary hidden size-9 shrink-0 place-items-center rounded-lg min-[360px]:grid">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="text-muted-foreground truncate text-xs">{label}</p>
        <div className="truncate text-sm font-semibold">{children}</div>
      </div>
    </div>
  );
}

/** Owner (links to the profile), created date, views (abbreviated) and likes (spec §2). */
export function CollectionInfoTiles({ collection }: { collection: Collection }) {
  const { t, i18n } = useTranslation();
  const owner = [collection.user?.name, collection.user?.surname].filter(Boolean).join(' ');
  const created = new Date(collection.createdAt).toLocaleDateString(i18n.resolvedLanguage, {
    dateStyle: 'medium',
  });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile icon={UserRound} label={t('collection.info.owner')}>
        <Link to={`/profile/${collection.userId}`} className="hover:text-primary hover:underline">
          {owner || t('labels.unknownUser')}
        </Link>
      </Tile>
      <Tile icon={CalendarDays} label={t('collection.info.created')}>
        <time dateTime={collection.createdAt}>{created}</time>
      </Tile>
      <Tile icon={Eye} label={t('collection.info.viewCount', { count: collection.viewCount })}>
        <span title={String(collection.viewCount)}>{formatCount(collection.viewCount)}</span>
      </Tile>
      <Tile icon={Heart} label={t('collection.info.likeCount', { count: collection.likeCount })}>
        <span role="status" aria-label={t('collection.info.likes')}>
          {collection.likeCount}
        </span>
      </Tile>
    </div>
  );
}
