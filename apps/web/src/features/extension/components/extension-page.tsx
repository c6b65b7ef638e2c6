import { Download, Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { buttonClasses } from '@/components/ui/button';
import { ExtensionStatus } from './extension-status';
import { InstallSteps } from './install-steps';
import { PhoneNotice } from './phone-notice';

/** /extension: the companion browser extension, its download, install steps and pairing status. */
export function ExtensionPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="bg-primary-soft text-primary grid size-14 shrink-0 place-items-center rounded-2xl">
          <Puzzle aria-hidden className="size-7" />
        </span>
        <div className="space-y-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('extension.title')}</h1>
          <p className="text-muted-foreground max-w-2xl">{t('extension.lead')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a href="/api/extension/download" download className={buttonClasses('primary', 'lg')}>
              <Download aria-hidden className="size-5" />
              {t('extension.download')}
            </a>
            <span className="text-muted-foreground text-sm">{t('extension.downloadHint')}</span>
          </div>
        </div>
      </header>
      <PhoneNotice />
      <ExtensionStatus />
      <div className="grid gap-4 md:grid-cols-2">
        <InstallSteps browser="chromium" steps={5} />
        <InstallSteps browser="firefox" steps={4} />
      </div>
    </PageContainer>
  );
}
