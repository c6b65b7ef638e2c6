import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ThirdPartySignIn } from '@/features/auth/components/third-party-sign-in';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
      <ThirdPartySignIn />
      <p className="text-muted-foreground text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link to="/login" className="text-primary font-medium hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
