import { toast } from 'sonner';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * More than one button in a toast (sonner's own slot holds one), styled as sonner's; each
 * closes the toast it sits in. They take a row of their own under the message (index.css wraps
 * the toast for them): beside it they left "koleksiyonuna" 84 px of the 91 it needs (issue #32).
 */
export function ToastActions({ toastId, actions }: { toastId: string; actions: ToastAction[] }) {
  return (
    <div
      data-toast-actions
      className="flex basis-full flex-wrap justify-end gap-1.5 [--toast-button-margin-start:0px]"
    >
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
