import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/lib/open-auth-modal';
import { useModalStore } from '@/stores/modal-store';

/**
 * The login prompt modal: why a guest must sign in, and the way in for one with an account and
 * for one without (a guest on a shared collection often has none).
 */
export function LoginPrompt({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  return (
    <div className="space-y-3 text-center">
      <p className="text-muted-foreground pb-2">{t(messageKey)}</p>
      <Button
        className="w-full"
        onClick={() => {
          close();
          openAuthModal({ noRedirect: true });
        }}
      >
        <LogIn aria-hidden className="size-4" />
        {t('loginPrompt.login')}
      </Button>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          close();
          openAuthModal({ tab: 'register', noRedirect: true });
        }}
      >
        <UserPlus aria-hidden className="size-4" />
        {t('loginPrompt.signUp')}
      </Button>
    </div>
  );
}
