import { PageContainer } from '@/components/page-container';
import { AccountSettingsPage } from '@/features/account/components/account-settings-page';
import { requestGoogleAccessToken } from '@/features/auth/lib/google-identity';

/** The signed-in user's account; Google's token popup comes from the auth feature. */
export function Component() {
  return (
    <PageContainer>
      <AccountSettingsPage requestGoogleToken={requestGoogleAccessToken} />
    </PageContainer>
  );
}
