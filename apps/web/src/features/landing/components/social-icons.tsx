import { useTranslation } from 'react-i18next';
import { BrandIcon } from '@/components/ui/brand-icon';

const socials = ['x', 'instagram', 'facebook', 'github'] as const;

/** Placeholder social links (spec §1): there are no accounts to link to yet. */
export function SocialIcons() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2">
      {socials.map((social) => (
        <li key={social}>
          <a
            href="#"
            aria-label={t(`footer.social.${social}`)}
            onClick={(event) => event.preventDefault()}
            className="border-border text-muted-foreground hover:text-primary hover:border-ring flex size-9 items-center justify-center rounded-full border transition-colors"
          >
            <BrandIcon brand={social} />
          </a>
        </li>
      ))}
    </ul>
  );
}
