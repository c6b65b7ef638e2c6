import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStartVerification } from '../hooks/use-start-verification';

/** Shown under "not verified yet" answers: sends a code and opens the verify screen. */
export function VerifyNowButton({ email, password }: { email: string; password?: string }) {
  const { t } = useTranslation();
  const startVerification = useStartVerification();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    await startVerification(email, password);
    setBusy(false);
  }

  return (
    <Button variant="outline" className="w-full" disabled={busy} onClick={() => void onClick()}>
      {busy ? <Spinner /> : null}
      {t('auth.verify.verifyNow')}
    </Button>
  );
}
