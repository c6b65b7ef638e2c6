import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/stores/session-store';
import { EmailChangeCodeForm } from './email-change-code-form';
import { EmailChangeRequestForm } from './email-change-request-form';
import { SettingsSection } from './settings-section';

/** Change e-mail in two steps: new address and password, then the code sent there. */
export function ChangeEmailSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <SettingsSection
      id="change-email"
      title={t('account.email.title')}
      description={t('account.email.description', { email: user?.email ?? '' })}
    >
      {pendingEmail === null ? (
        <EmailChangeRequestForm onSent={setPendingEmail} />
      ) : (
        <EmailChangeCodeForm newEmail={pendingEmail} onDone={() => setPendingEmail(null)} />
      )}
    </SettingsSection>
  );
}
