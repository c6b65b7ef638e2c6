import { useTranslation } from 'react-i18next';
import type { RequestGoogleToken } from '../lib/google-token';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export function DeleteAccountSection({
  requestGoogleToken,
}: {
  requestGoogleToken?: RequestGoogleToken;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="delete-account"
      title={t('account.delete.title')}
      description={t('account.delete.description')}
      danger
    >
      <DeleteAccountDialog requestGoogleToken={requestGoogleToken} />
    </SettingsSection>
  );
}
