import type { Collection } from '@kolekt/shared/collection';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';

interface MembersButtonProps {
  collection: Collection;
  onLeft?: () => void;
}

/** Opens the members dialog: for the owner and the collection's members, not for visitors. */
export function MembersButton({ collection, onLeft }: MembersButtonProps) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  if (collection.access === 'visitor' || collection.isImmutable) return null;
  return (
    <Button
      variant="outline"
      aria-label={t('members.open')}
      onClick={() => push({ kind: 'collectionMembers', size: 'lg', props: { collection, onLeft } })}
    >
      <Users aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('members.button')}</span>
    </Button>
  );
}
