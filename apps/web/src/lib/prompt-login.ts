import { useModalStore } from '@/stores/modal-store';

/** Opens the login prompt modal for a guest's action, saying why (a translation key). */
export function promptLogin(messageKey: string) {
  useModalStore.getState().push({ kind: 'loginPrompt', size: 'sm', props: { messageKey } });
}
