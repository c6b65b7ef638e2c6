import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ThirdPartySignIn } from './third-party-sign-in';

type AuthTab = 'login' | 'register';

// Inactive tabs sit on the muted track, where muted-foreground text gives only 4.3:1.
const tabClasses =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/70 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** Login and register in one modal, for guests stopped on a protected action. */
export function AuthModal({ tab = 'login' }: { tab?: AuthTab }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<AuthTab>(tab);
  const switchLink = (target: AuthTab, prompt: string, label: string) => (
    <p className="text-muted-foreground text-center text-sm">
      {prompt}{' '}
      <button
        type="button"
        onClick={() => setActive(target)}
        className="text-primary font-medium hover:underline"
      >
        {label}
      </button>
    </p>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-1 text-center">
        <Logo />
        <p className="text-muted-foreground text-sm">{t('auth.modal.subtitle')}</p>
      </div>
      <Tabs.Root value={active} onValueChange={(value) => setActive(value as AuthTab)}>
        <Tabs.List
          aria-label={t('auth.modal.title')}
          className="bg-muted flex gap-1 rounded-lg p-1"
        >
          <Tabs.Trigger value="login" className={tabClasses}>
            {t('auth.login.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabClasses}>
            {t('auth.register.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="space-y-4 pt-5">
          <LoginForm />
          {switchLink('register', t('auth.noAccount'), t('auth.createAccount'))}
        </Tabs.Content>
        <Tabs.Content value="register" className="space-y-4 pt-5">
          <RegisterForm />
          {switchLink('login', t('auth.haveAccount'), t('auth.backToLogin'))}
        </Tabs.Content>
      </Tabs.Root>
      <ThirdPartySignIn />
    </div>
  );
}
