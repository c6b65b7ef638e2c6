import { usePublicConfig } from '@/lib/public-config';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

/** The 'or continue with' divider and the Google button, only when Google is configured. */
export function ThirdPartySignIn() {
  const { data: config } = usePublicConfig();
  if (!config?.googleClientId) return null;
  return (
    <div className="space-y-4">
      <OrDivider />
      <GoogleSignInButton />
    </div>
  );
}
