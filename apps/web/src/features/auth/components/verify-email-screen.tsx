import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isVerifyEmailState } from '../lib/verify-email-state';
import { AuthCard } from './auth-card';
import { VerifyEmailAddressForm } from './verify-email-address-form';
import { VerifyEmailForm } from './verify-email-form';

/**
 * Verifies the address handed over by register or login; opened without one (a refresh, a
 * closed tab), it asks for the address first, then the code.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const handedOver = isVerifyEmailState(state) ? state : null;
  const [typedEmail, setTypedEmail] = useState<string | null>(null);

  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      {handedOver ? (
        <VerifyEmailForm {...handedOver} codeJustSent />
      ) : typedEmail === null ? (
        <VerifyEmailAddressForm onAddress={setTypedEmail} />
      ) : (
        <VerifyEmailForm email={typedEmail} onOtherEmail={() => setTypedEmail(null)} />
      )}
    </AuthCard>
  );
}
