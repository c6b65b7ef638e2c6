import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
  /** The client id the token was issued to. */
  aud: string;
}

/**
 * Google's token-info and user-info endpoints on 127.0.0.1, for the tokens a test hands out. On
 * any free port, or on `port` when the server under test was told the address before (e2e).
 */
export async function startFakeGoogle(options: { port?: number } = {}) {
  const tokens = new Map<string, FakeGoogleAccount>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('access_token') === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (url.pathname === '/tokeninfo') {
      const account = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!account) return send(400, { error_description: 'Invalid Value' });
      return send(200, {
        aud: account.aud,
        azp: account.aud,
        sub: account.sub,
        expires_in: '3599',
      });
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace('Bearer ', '');
      const account = tokens.get(token);
      if (!account) return send(401, { error: 'invalid_token' });
      const { aud: _aud, ...profile } = account;
      return send(200, { email_verified: true, ...profile });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: { GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`, GOOGLE_USERINFO_URL: `${base}/userinfo` },
    issue(token: string, account: FakeGoogleAccount) {
      tokens.set(token, account);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
