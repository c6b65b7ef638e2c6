import type { IncomingMessage } from 'node:http';
import type { Config } from '../config/config';

/**
 * Cross-site WebSocket hijacking: a browser opens a WebSocket to any site and sends its page's
 * Origin, so a socket is only accepted from the api's own host, the public URL or a configured
 * CORS origin. A client without Origin is not a browser (browsers always send it on a
 * WebSocket) and cannot be made to act for someone else; it still needs a valid token.
 */
export function isAllowedHubOrigin(request: IncomingMessage, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin)) {
    return true;
  }
  try {
    // The page was served by the host it connects to (ws:// and wss:// alike).
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
