import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ScrapeError } from '@kolekt/extract';
import type { Resolver } from '../scraper-options';

/** What one fetch (or one rendered page) may reach through the guard proxy. */
export interface SessionRules {
  allowedHosts: readonly string[];
  resolve: Resolver;
}

/** One client's credentials on the guard proxy and what the proxy did for it. */
export interface ProxySession extends SessionRules {
  readonly id: string;
  /** Requests and tunnels the proxy let through, so a client that went around it is noticed. */
  handled: number;
  /** Why the proxy last refused (or could not reach) a target, for the client to report. */
  refusal: ScrapeError | undefined;
  /** Upstream sockets, destroyed when the session ends so nothing outlives its fetch. */
  readonly sockets: Set<Socket>;
}

/** Sessions keyed by id; a client proves itself with `id:secret` as proxy Basic credentials. */
export class SessionRegistry {
  readonly secret = randomBytes(24).toString('hex');
  private readonly sessions = new Map<string, ProxySession>();

  open(rules: SessionRules): ProxySession {
    const session: ProxySession = {
      ...rules,
      id: randomBytes(12).toString('hex'),
      handled: 0,
      refusal: undefined,
      sockets: new Set(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  close(session: ProxySession): void {
    this.sessions.delete(session.id);
    for (const socket of session.sockets) socket.destroy();
  }

  closeAll(): void {
    for (const session of this.sessions.values()) this.close(session);
  }

  /** The session a Proxy-Authorization header names, or undefined when the secret is wrong. */
  authorize(header: string | undefined): ProxySession | undefined {
    const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) return undefined;
    const [id = '', password = ''] = Buffer.from(match[1], 'base64').toString().split(':');
    const expected = Buffer.from(this.secret);
    const given = Buffer.from(password);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return this.sessions.get(id);
  }
}
