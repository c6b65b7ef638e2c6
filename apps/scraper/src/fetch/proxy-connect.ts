import type { IncomingMessage } from 'node:http';
import net, { type Socket } from 'node:net';
import { ScrapeError } from '@kolekt/extract';
import type { ProxySession } from './proxy-session';
import { resolveTarget } from './resolve-target';

const unreachable = () => new ScrapeError('network', 'The shop could not be reached.');

function refuse(client: Socket, status: string): void {
  client.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/**
 * `CONNECT host:port` (https, or anything a browser tunnels): the host is resolved and checked
 * here, and the tunnel goes to the checked address only, so TLS inside it cannot be redirected.
 */
export async function handleConnect(
  session: ProxySession,
  request: IncomingMessage,
  client: Socket,
  head: Buffer,
): Promise<void> {
  session.sockets.add(client);
  let url: URL;
  try {
    url = new URL(`https://${request.url ?? ''}/`);
  } catch {
    return refuse(client, '400 Bad Request');
  }
  let target;
  try {
    target = await resolveTarget(url, session.allowedHosts, session.resolve);
  } catch (error) {
    session.refusal = error instanceof ScrapeError ? error : unreachable();
    return refuse(client, '403 Forbidden');
  }
  session.handled++;
  const port = Number(url.port || 443);
  const upstream = net.connect({ host: target.address, port, family: target.family });
  session.sockets.add(upstream);
  upstream.once('error', () => {
    session.refusal ??= unreachable();
    if (client.writable) refuse(client, '502 Bad Gateway');
  });
  upstream.once('connect', () => {
    upstream.removeAllListeners('error');
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
}
