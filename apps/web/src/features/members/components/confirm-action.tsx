import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmActionProps {
  /** The button that asks first, drawn by the caller (an icon or a labelled button). */
  renderTrigger: (ask: () => void) => ReactNode;
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A destructive action asked about in place, so the members dialog needs no second dialog. */
export function ConfirmAction(props: ConfirmActionProps) {
  const { renderTrigger, question, confirmLabel, pending, onConfirm } = props;
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) return <>{renderTrigger(() => setAsking(true))}</>;
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <p className="text-sm">{question}</p>
      {/* Cancel takes the focus: a second Enter must not do what the first only asked about. */}
      <Button variant="outline" size="sm" autoFocus onClick={() => setAsking(false)}>
        {t('members.cancel')}
      </Button>
      <Button variant="destructive" size="sm" disabled={pending} onClick={onConfirm}>
        {pending ? <Spinner /> : null}
        {confirmLabel}
      </Button>
    </div>
  );
}
