import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
}

/** An OpenAI-compatible chat-completions server on 127.0.0.1 answering what the test scripts. */
export async function startFakeOpenAi() {
  const requests: ChatRequest[] = [];
  let answers: (() => { status?: number; content?: string; delayMs?: number })[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) as ChatRequest['body'] });
      const next = answers.shift()?.() ?? { status: 500 };
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: next.content ?? '' } }],
          }),
        );
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next: typeof answers) {
      answers = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
