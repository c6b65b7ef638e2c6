import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { Logo } from '@/components/ui/logo';
import { SocialIcons } from './social-icons';

const quickLinks = ['home', 'about', 'source', 'contact'] as const;

const linkClasses = 'text-muted-foreground hover:text-foreground text-sm';

/** The quick links are placeholders (spec §1): their pages do not exist yet. */
function PlaceholderLink({ label }: { label: string }) {
  return (
    <a href="#" onClick={(event) => event.preventDefault()} className={linkClasses}>
      {label}
    </a>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-border border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-muted-foreground max-w-xs text-sm">{t('footer.tagline')}</p>
          <SocialIcons />
        </div>
        <nav aria-labelledby="footer-quick-links" className="space-y-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2">
            {quickLinks.map((key) => (
              <li key={key}>
                <PlaceholderLink label={t(`footer.links.${key}`)} />
              </li>
            ))}
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
