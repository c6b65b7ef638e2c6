import { PageContainer } from '@/components/page-container';
import { AccountSettingsPage } from '@/features/account/components/account-settings-page';
import { requestGoogleAccessToken } from '@/features/auth/lib/google-identity';
import { AlertPreferencesSection } from '@/features/prices/components/alert-preferences-section';

/**
 * The signed-in user's account; Google's token popup comes from the auth feature, the price alert
 * settings from the prices feature.
 */
export function Component() {
  return (
    <PageContainer>
      <AccountSettingsPage
        requestGoogleToken={requestGoogleAccessToken}
        notificationSettings={<AlertPreferencesSection />}
      />
    </PageContainer>
  );
}
