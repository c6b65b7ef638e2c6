import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { fetchGoogleToken, type RequestGoogleToken } from '../lib/google-token';

interface GoogleProofButtonProps {
  requestGoogleToken: RequestGoogleToken;
  disabled: boolean;
  onToken: (token: string) => void;
  onFailure: () => void;
}

/** "Confirm with Google" for accounts that sign in with Google; only when Google is set up. */
export function GoogleProofButton({
  requestGoogleToken,
  disabled,
  onToken,
  onFailure,
}: GoogleProofButtonProps) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;

  async function start(id: string) {
    const token = await fetchGoogleToken(requestGoogleToken, id);
    if (token) onToken(token);
    else onFailure();
  }

  return (
    <div className="space-y-2">
      <p className="text-muted-foreground text-sm">{t('account.delete.googleHint')}</p>
      <Button
        variant="outline"
        className="w-full"
        disabled={disabled}
        onClick={() => void start(clientId)}
      >
        {t('account.delete.google')}
      </Button>
    </div>
  );
}
