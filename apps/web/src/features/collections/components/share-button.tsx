import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';

export function ShareButton({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  return (
    <Button
      variant="outline"
      aria-label={t('collection.share.open')}
      onClick={() => push({ kind: 'shareCollection', props: { collectionId } })}
    >
      <Share2 aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('collection.share.button')}</span>
    </Button>
  );
}
