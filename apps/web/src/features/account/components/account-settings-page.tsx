import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestGoogleToken } from '../lib/google-token';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';

/**
 * Password, e-mail, data export and deletion of the signed-in user's account; the app adds the
 * notification settings of another feature.
 */
export function AccountSettingsPage({
  requestGoogleToken,
  notificationSettings,
}: {
  requestGoogleToken?: RequestGoogleToken;
  notificationSettings?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('account.settings.title')}
        </h1>
        <p className="text-muted-foreground text-sm">{t('account.settings.subtitle')}</p>
      </div>
      <ChangePasswordSection />
      <ChangeEmailSection />
      {notificationSettings}
      <ExportDataSection />
      <DeleteAccountSection requestGoogleToken={requestGoogleToken} />
    </div>
  );
}
