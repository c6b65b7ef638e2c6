import { useModalStore } from '@/stores/modal-store';
import { rememberNoRedirectPath } from './return-path';

interface OpenAuthModalOptions {
  tab?: 'login' | 'register';
  /** Keep the user on the current page after login instead of the usual return path. */
  noRedirect?: boolean;
}

export function openAuthModal({ tab = 'login', noRedirect = false }: OpenAuthModalOptions = {}) {
  if (noRedirect) rememberNoRedirectPath(window.location.pathname + window.location.search);
  useModalStore.getState().push({ kind: 'auth', size: 'lg', props: { tab } });
}
