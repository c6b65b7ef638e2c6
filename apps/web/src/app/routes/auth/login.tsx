import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { ThirdPartySignIn } from '@/features/auth/components/third-party-sign-in';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
      <ThirdPartySignIn />
      <p className="text-muted-foreground text-center text-sm">
        {t('auth.noAccount')}{' '}
        <Link to="/register" className="text-primary font-medium hover:underline">
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
