import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsUntil } from '../hooks/use-seconds-until';

/** "You can ask for a new code in N s", counting down; tells the parent when the wait is over. */
export function ResendWait({ until, onDone }: { until: number; onDone: () => void }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(until);
  useEffect(() => {
    if (seconds === 0) onDone();
  }, [seconds, onDone]);
  if (seconds === 0) return null;
  return <span className="text-muted-foreground">{t('auth.verify.resendIn', { seconds })}</span>;
}
