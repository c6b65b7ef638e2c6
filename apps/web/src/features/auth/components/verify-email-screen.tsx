import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isVerifyEmailState } from '../lib/verify-email-state';
import { AuthCard } from './auth-card';
import { VerifyEmailForm } from './verify-email-form';

/** Needs the e-mail and password handed over by register; without them renders nothing. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!isVerifyEmailState(state)) return null;
  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      <VerifyEmailForm email={state.email} password={state.password} />
    </AuthCard>
  );
}
