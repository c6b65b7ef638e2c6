import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** Any unknown path, and a profile that does not exist (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <p
        aria-hidden
        className="from-primary bg-gradient-to-br to-violet-500 bg-clip-text text-8xl font-extrabold text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="max-w-md text-xl font-semibold sm:text-2xl">{t('notFound.message')}</h1>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('notFound.goHome')}
      </Link>
    </main>
  );
}
