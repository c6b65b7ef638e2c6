import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
      <Link to="/welcome" aria-label={t('nav.home')} className="rounded-lg">
        <Logo />
      </Link>
      <nav aria-label={t('nav.main')} className="flex items-center gap-2">
        <Link to="/login" className={buttonClasses('ghost', 'sm')}>
          {t('userMenu.signIn')}
        </Link>
        <Link to="/register" className={buttonClasses('primary', 'sm')}>
          {t('userMenu.signUp')}
        </Link>
      </nav>
    </header>
  );
}
