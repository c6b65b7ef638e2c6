import { languages } from '@kolekt/shared/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** tr/en switch; i18next keeps the choice in local storage. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'border-border inline-flex rounded-lg border p-0.5 text-xs font-semibold',
        className,
      )}
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
          className={cn(
            'rounded-md px-2.5 py-1 uppercase transition-colors',
            current === language ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {/* The name starts with the visible code, so "TR" can be spoken to it (WCAG 2.5.3). */}
          {language}
          <span className="sr-only"> {t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
