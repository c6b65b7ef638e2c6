import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const validRegistration = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  userName: 'ayse_yilmaz',
  email: 'ayse@example.com',
  password: 'Str0ng!pass',
};

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'kolekt_rt')?.value;
}

/** Sends a form the way the web app does: multipart, one field per value. */
export function multipart(fields: Record<string, string>) {
  const boundary = '----kolekt-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const form = multipart(body);
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
}
