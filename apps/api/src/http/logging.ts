import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (the hub sends its token as `access_token`). */
const secretParams = ['access_token', 'token', 'otp', 'password'];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of secretParams) if (params.has(name)) params.set(name, '[REDACTED]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Logger settings: tokens, cookies and passwords never reach the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.otp',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
