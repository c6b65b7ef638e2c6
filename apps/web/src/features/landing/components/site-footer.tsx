import type { SiteLinks } from '@kolekt/shared/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { Logo } from '@/components/ui/logo';
import { usePublicConfig } from '@/lib/public-config';
import { SocialIcons } from './social-icons';

const linkClasses = 'text-muted-foreground hover:text-foreground text-sm';

/** Links beyond the app: only those the instance configured (SOURCE_URL, CONTACT_EMAIL). */
function ConfiguredLinks({ links }: { links: SiteLinks | undefined }) {
  const { t } = useTranslation();
  return (['source', 'contact'] as const).map((key) => {
    const href = links?.[key];
    return href ? (
      <li key={key}>
        <a href={href} rel="noopener noreferrer" className={linkClasses}>
          {t(`footer.links.${key}`)}
        </a>
      </li>
    ) : null;
  });
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const siteLinks = usePublicConfig().data?.siteLinks;
  return (
    <footer className="border-border border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-muted-foreground max-w-xs text-sm">{t('footer.tagline')}</p>
          <SocialIcons links={siteLinks} />
        </div>
        <nav aria-labelledby="footer-quick-links" className="space-y-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/" className={linkClasses}>
                {t('footer.links.home')}
              </Link>
            </li>
            <li>
              {/* What Kolekt is and how it works, on the landing itself. */}
              <a href="/welcome#how-it-works" className={linkClasses}>
                {t('footer.links.about')}
              </a>
            </li>
            <ConfiguredLinks links={siteLinks} />
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold">{t('language.label')}</h2>
          <LanguageToggle />
        </div>
      </div>
      <div className="border-border border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-muted-foreground">{t('footer.copyright', { year })}</p>
          <div className="flex gap-4">
            <Link to="/privacy" className={linkClasses}>
              {t('footer.privacy')}
            </Link>
            <Link to="/terms" className={linkClasses}>
              {t('footer.terms')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
