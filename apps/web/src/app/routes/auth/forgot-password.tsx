import { useTranslation } from 'react-i18next';
import { ForgotPasswordFlow } from '@/features/account/components/forgot-password-flow';
import { AuthCard } from '@/features/auth/components/auth-card';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
