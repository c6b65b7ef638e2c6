import { Compass, FolderHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProtectedLink } from '@/components/protected-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/stores/session-store';

export const mostLikedAnchor = 'most-liked-collections';

export function DashboardHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const explore = () =>
    document.getElementById(mostLikedAnchor)?.scrollIntoView({ behavior: 'smooth' });
  return (
    <section className="from-primary relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br to-violet-700 p-6 text-white sm:p-10">
      <div className="relative z-10 max-w-2xl space-y-4">
        <h1 className="text-2xl font-bold sm:text-4xl">
          {t('dashboard.welcome', { name: user?.name ?? t('dashboard.guest') })}
        </h1>
        <p className="text-white/80">{t('dashboard.subtitle')}</p>
        <div className="flex flex-wrap gap-3">
          <ProtectedLink
            to="/collections"
            className={cn(buttonClasses('secondary'), 'bg-white text-slate-900 hover:bg-white/90')}
          >
            <FolderHeart aria-hidden className="size-4" />
            {t('dashboard.myCollections')}
          </ProtectedLink>
          <Button
            variant="outline"
            onClick={explore}
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Compass aria-hidden className="size-4" />
            {t('dashboard.explore')}
          </Button>
        </div>
      </div>
      <div aria-hidden className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10" />
      <div aria-hidden className="absolute right-24 -bottom-20 size-40 rounded-full bg-white/10" />
    </section>
  );
}
