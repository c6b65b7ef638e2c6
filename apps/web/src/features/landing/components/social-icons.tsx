import type { SiteLinks } from '@kolekt/shared/user';
import { useTranslation } from 'react-i18next';
import { BrandIcon } from '@/components/ui/brand-icon';

const socials = ['x', 'instagram', 'facebook', 'github'] as const;

/** The instance's social accounts, only those its configuration names (SOCIAL_*_URL). */
export function SocialIcons({ links }: { links: SiteLinks | undefined }) {
  const { t } = useTranslation();
  const configured = socials.flatMap((social) => {
    const href = links?.[social];
    return href ? [{ social, href }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {configured.map(({ social, href }) => (
        <li key={social}>
          <a
            href={href}
            rel="noopener noreferrer"
            aria-label={t(`footer.social.${social}`)}
            className="border-border text-muted-foreground hover:text-primary hover:border-ring flex size-9 items-center justify-center rounded-full border transition-colors"
          >
            <BrandIcon brand={social} />
          </a>
        </li>
      ))}
    </ul>
  );
}
