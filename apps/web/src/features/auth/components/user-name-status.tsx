import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { UserNameAvailability } from '../hooks/use-user-name-availability';

export function UserNameStatus({ status }: { status: UserNameAvailability }) {
  const { t } = useTranslation();
  if (status === 'unknown') return null;
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs">
      {status === 'checking' ? (
        <>
          <Spinner className="size-3" />
          <span className="text-muted-foreground">{t('auth.userName.checking')}</span>
        </>
      ) : status === 'available' ? (
        <>
          <CircleCheck aria-hidden className="text-success size-3.5" />
          <span className="text-success">{t('auth.userName.available')}</span>
        </>
      ) : (
        <>
          <CircleX aria-hidden className="text-destructive size-3.5" />
          <span className="text-destructive">{t('auth.userName.taken')}</span>
        </>
      )}
    </p>
  );
}
