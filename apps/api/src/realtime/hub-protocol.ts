/**
 * The SignalR JSON hub protocol, the parts a server-to-client hub needs: JSON messages each
 * ended by the record separator 0x1E, a handshake first, then typed messages.
 */
export const recordSeparator = '\u001e';

export const messageType = {
  invocation: 1,
  completion: 3,
  ping: 6,
  close: 7,
} as const;

export function frame(message: object): string {
  return `${JSON.stringify(message)}${recordSeparator}`;
}

/** Splits a WebSocket text message into the hub messages it carries (unreadable ones dropped). */
export function parseFrames(data: string): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  for (const part of data.split(recordSeparator)) {
    if (!part) continue;
    try {
      const message: unknown = JSON.parse(part);
      if (message && typeof message === 'object') messages.push(message as Record<string, unknown>);
    } catch {
      // A broken frame is ignored rather than taking the connection down.
    }
  }
  return messages;
}

export const pingFrame = frame({ type: messageType.ping });
/** Go away and come back (instance shutting down, token expired): the client reconnects. */
export const closeFrame = frame({ type: messageType.close, allowReconnect: true });
/** The session is over (signed out, password changed): the client stops for good. */
export const endedFrame = frame({ type: messageType.close, error: 'Session ended.' });
