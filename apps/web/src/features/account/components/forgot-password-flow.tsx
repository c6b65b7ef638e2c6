import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

/** Forgot password: the e-mail first, then the mailed code with the new password. */
export function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      {email === null ? (
        <RequestResetForm onSent={setEmail} />
      ) : (
        <ResetPasswordForm email={email} onChangeEmail={() => setEmail(null)} />
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary font-medium hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
