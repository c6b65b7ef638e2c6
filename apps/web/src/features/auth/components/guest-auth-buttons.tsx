import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/lib/open-auth-modal';

/**
 * Sign in and sign up, in view in the header for a guest (on a shared collection, say): the
 * auth modal opens over the page, and the guest stays on it once signed in.
 */
export function GuestAuthButtons() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => openAuthModal({ tab: 'login', noRedirect: true })}
      >
        {t('userMenu.signIn')}
      </Button>
      <Button size="sm" onClick={() => openAuthModal({ tab: 'register', noRedirect: true })}>
        {t('userMenu.signUp')}
      </Button>
    </>
  );
}
