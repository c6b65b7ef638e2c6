import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

/**
 * A push service on 127.0.0.1 (plain http: PUSH_ALLOWED_HOSTS lets the api use it) that keeps
 * what it receives. Each path answers 201 unless told otherwise (410 for a dropped subscription).
 */
export async function startFakePushService() {
  const received: PushRequest[] = [];
  const statusByPath = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, bodyBytes: Buffer.concat(chunks).length });
      response.statusCode = statusByPath.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    /** A new endpoint of this service, as a browser would be handed one. */
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    received,
    answer(path: string, status: number) {
      statusByPath.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
