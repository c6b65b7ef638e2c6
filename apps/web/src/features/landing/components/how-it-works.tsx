import { FolderPlus, Link2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps = [
  { icon: FolderPlus, key: 'create' },
  { icon: Link2, key: 'save' },
  { icon: Share2, key: 'share' },
] as const;

/** The section 'Learn More' scrolls to. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="bg-surface scroll-mt-4 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.howItWorks.title')}
          </h2>
          <p className="text-muted-foreground">{t('landing.howItWorks.subtitle')}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, key }, index) => (
            <li
              key={key}
              className="bg-background rounded-[var(--radius-card)] p-6 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-center gap-3">
                <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-xl">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="text-muted-foreground text-sm font-semibold">
                  {t('landing.howItWorks.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.howItWorks.${key}.title`)}</h3>
              <p className="text-muted-foreground mt-2 text-sm">
                {t(`landing.howItWorks.${key}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
