import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { googleLogin } from '../api/google-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { requestGoogleAccessToken, type TokenResponse } from '../lib/google-identity';
import { GoogleIcon } from './google-icon';

/** Shown only when the server has a Google client id configured. */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const completeLogin = useCompleteLogin();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const clientId = config?.googleClientId;
  if (!clientId) return null;

  async function onToken(response: TokenResponse) {
    if (!response.access_token) {
      setError(t('errors.googleCancelled'));
      return;
    }
    setLoading(true);
    try {
      const reply = await googleLogin(response.access_token);
      if (!reply.success || !(await completeLogin(reply.data))) {
        setError(translateMessage(t, serverMessage(reply), 'errors.googleFailed'));
      }
    } catch {
      setError(t('errors.googleException'));
    } finally {
      setLoading(false);
    }
  }

  async function start() {
    setError(null);
    try {
      await requestGoogleAccessToken(clientId as string, (response) => void onToken(response));
    } catch {
      setError(t('errors.googleException'));
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="outline" className="w-full" disabled={loading} onClick={() => void start()}>
        {loading ? <Spinner /> : <GoogleIcon />}
        {loading ? t('auth.google.loading') : t('auth.google.button')}
      </Button>
      {error ? <ErrorAlert message={error} /> : null}
    </div>
  );
}
