import { toast } from 'sonner';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * More than one button in a toast (sonner's own slot holds one), styled as sonner's; each
 * closes the toast it sits in.
 */
export function ToastActions({ toastId, actions }: { toastId: string; actions: ToastAction[] }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          data-button
          onClick={() => {
            toast.dismiss(toastId);
            action.onClick();
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
