import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ScrapeError } from '@kolekt/extract';
import type { ProxySession } from './proxy-session';
import { resolveTarget } from './resolve-target';

// Hop-by-hop and proxy-only headers: the proxy's secret must never reach a shop.
const dropped = new Set(['proxy-authorization', 'proxy-connection', 'connection', 'keep-alive']);

/** Raw header pairs minus the dropped ones, in the client's own order (a browser's order). */
function forwarded(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!dropped.has(name.toLowerCase())) kept.push(name, raw[i + 1] as string);
  }
  return kept;
}

/** The guard's own answers are marked, so a browser's caller can tell them from a shop's. */
export const guardHeader = 'x-kolekt-guard';

function answer(response: ServerResponse, status: number): void {
  if (!response.headersSent) {
    response.writeHead(status, { 'content-length': '0', [guardHeader]: 'refused' });
  }
  response.end();
}

/**
 * An absolute-form plain-http request: resolved and checked here, then sent to the checked
 * address with the client's headers (Host included) unchanged.
 */
export async function handleForward(
  session: ProxySession,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(request.url ?? '');
  } catch {
    return answer(response, 400);
  }
  let target;
  try {
    if (url.protocol !== 'http:')
      throw new ScrapeError('unsupported_scheme', 'Only http and https links can be scraped.');
    target = await resolveTarget(url, session.allowedHosts, session.resolve);
  } catch (error) {
    session.refusal =
      error instanceof ScrapeError
        ? error
        : new ScrapeError('network', 'The shop could not be reached.');
    return answer(response, 403);
  }
  session.handled++;
  const upstream = http.request({
    host: target.address,
    family: target.family,
    port: Number(url.port || 80),
    path: `${url.pathname}${url.search}`,
    method: request.method,
    headers: forwarded(request.rawHeaders),
    setHost: false,
    // A fresh socket per request: a pooled one could have been opened for another address.
    agent: false,
  });
  upstream.on('socket', (socket) => session.sockets.add(socket));
  upstream.on('response', (reply) => {
    response.writeHead(reply.statusCode ?? 502, reply.statusMessage, forwarded(reply.rawHeaders));
    // The status and headers go out at once, so a body cut short still lets them be judged.
    response.flushHeaders();
    reply.pipe(response);
    reply.on('error', () => response.destroy());
  });
  upstream.on('error', () => {
    // Once the shop has answered, a dropped socket only cuts the body short; it is no refusal.
    if (response.headersSent) return void response.destroy();
    session.refusal ??= new ScrapeError('network', 'The shop could not be reached.');
    answer(response, 502);
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}
