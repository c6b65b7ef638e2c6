import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/lib/open-auth-modal';
import { useModalStore } from '@/stores/modal-store';

/** The login prompt modal: why a guest must sign in, and a button to the auth modal. */
export function LoginPrompt({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  return (
    <div className="space-y-5 text-center">
      <p className="text-muted-foreground">{t(messageKey)}</p>
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
    </div>
  );
}
