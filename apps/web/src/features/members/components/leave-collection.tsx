import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';
import { useRemoveMember } from '../api/remove-member';
import { showServerError } from '../lib/show-server-error';
import { ConfirmAction } from './confirm-action';

interface LeaveCollectionProps {
  collectionId: string;
  userId: string;
  /** Where the screen goes once its collection may no longer be shown. */
  onLeft?: () => void;
}

/** A member leaves, after saying yes once. */
export function LeaveCollection({ collectionId, userId, onLeft }: LeaveCollectionProps) {
  const { t } = useTranslation();
  const close = useModalStore((state) => state.close);
  const remove = useRemoveMember();
  const leave = () =>
    remove.mutate(
      { collectionId, userId },
      {
        onSuccess: () => {
          toast.success(t('serverMessages.memberLeft'));
          close();
          onLeft?.();
        },
        onError: (error) => showServerError(t, error),
      },
    );
  return (
    <div className="border-border border-t pt-4">
      <ConfirmAction
        question={t('members.leaveQuestion')}
        confirmLabel={t('members.leave')}
        pending={remove.isPending}
        onConfirm={leave}
        renderTrigger={(ask) => (
          <Button variant="outline" className="text-destructive w-full" onClick={ask}>
            <LogOut aria-hidden className="size-4" />
            {t('members.leave')}
          </Button>
        )}
      />
    </div>
  );
}
