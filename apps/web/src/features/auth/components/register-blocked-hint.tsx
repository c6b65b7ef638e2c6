import { useTranslation } from 'react-i18next';
import type { UserNameAvailability } from '../hooks/use-user-name-availability';

export const registerBlockedHintId = 'register-submit-hint';

/**
 * Why "Create account" cannot be pressed yet: the username is being checked, or is not
 * confirmed free. The button names this text with aria-describedby.
 */
export function RegisterBlockedHint({ availability }: { availability: UserNameAvailability }) {
  const { t } = useTranslation();
  if (availability === 'available') return null;
  return (
    <p id={registerBlockedHintId} className="text-muted-foreground text-center text-xs">
      {availability === 'checking'
        ? t('auth.register.waitingForUserName')
        : t('auth.register.needsFreeUserName')}
    </p>
  );
}
