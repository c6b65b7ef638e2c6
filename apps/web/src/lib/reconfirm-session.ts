import { onlineManager } from '@tanstack/react-query';
import { refreshSession, sessionUnconfirmed } from './api-client';

/** A session the start-up could not check (it ran offline) is checked when the connection returns. */
export function reconfirmSessionOnReconnect() {
  return onlineManager.subscribe((online) => {
    if (online && sessionUnconfirmed()) void refreshSession();
  });
}
