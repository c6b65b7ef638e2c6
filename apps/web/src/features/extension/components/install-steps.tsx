import { useTranslation } from 'react-i18next';

interface InstallStepsProps {
  /** 'chromium' or 'firefox': the translation group of the steps. */
  browser: 'chromium' | 'firefox';
  steps: number;
}

/** One browser's numbered install steps. */
export function InstallSteps({ browser, steps }: InstallStepsProps) {
  const { t } = useTranslation();
  const titleId = `install-${browser}`;
  return (
    <section
      aria-labelledby={titleId}
      className="border-border bg-background space-y-3 rounded-xl border p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`extension.${browser}.title`)}
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed">
        {Array.from({ length: steps }, (_, index) => (
          <li key={index}>{t(`extension.${browser}.step${index + 1}`)}</li>
        ))}
      </ol>
    </section>
  );
}
