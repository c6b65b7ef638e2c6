import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '@/stores/modal-store';

/** Back (when a modal sits below this one), title and close. */
export function ModalHeader({ title }: { title: ReactNode }) {
  const { t } = useTranslation();
  const canGoBack = useModalStore((state) => state.stack.length > 1);
  const back = useModalStore((state) => state.back);
  const close = useModalStore((state) => state.close);
  return (
    <div className="flex items-center gap-2 pb-4">
      {canGoBack ? (
        <button
          type="button"
          onClick={back}
          aria-label={t('modal.back')}
          className="hover:bg-muted -ml-2 rounded-lg p-2"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</div>
      <button
        type="button"
        onClick={close}
        aria-label={t('modal.close')}
        className="hover:bg-muted -mr-2 rounded-lg p-2"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
