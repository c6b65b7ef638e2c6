import { keyInProgressMessage } from './idempotent-routes';

/** How long (ms) a client waits before each automatic retry of a create that got no answer. */
export const intentRetryDelays: readonly number[] = [300, 1_000];

/** What a client's attempt returns: the api's envelope, or null when the connection failed. */
interface Reply {
  statusCode: number;
  message: string;
}

// Answers from a proxy or load balancer in front of the api, which may have committed behind them.
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * Nothing the intent can rest on came back: the connection failed, a gateway answered for the
 * api, or the api is still running the first request with this key. The same key is safe to send
 * again; any other answer, failures included, settles the intent.
 */
export function unanswered(reply: Reply | null): boolean {
  if (reply === null) return true;
  if (gatewayStatuses.has(reply.statusCode)) return true;
  return reply.statusCode === 409 && reply.message === keyInProgressMessage;
}

/** 128 random bits in hex; `getRandomValues`, unlike `randomUUID`, also works on plain http. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One intent: the call and the body it sends. A file counts by its name, size and type. */
export function intentOf(path: string, body: string | FormData | undefined): string {
  const fields =
    body instanceof FormData
      ? [...body].map(([name, value]) =>
          typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type],
        )
      : (body ?? null);
  return JSON.stringify([path, fields]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type IntentSender = <R extends Reply>(
  intent: string,
  attempt: (idempotencyKey: string) => Promise<R | null>,
  signal?: AbortSignal,
) => Promise<R | null>;

/**
 * Sends creates so that none happens twice (decision 0053). An intent keeps its key while it has
 * no answer: the automatic retries after `delays`, a second press while the first is unanswered
 * and a press after a failed connection all send the same key, so the api answers them with its
 * first answer. Once an answer came, the same call and body is a new intent with a new key.
 */
export function createIntentSender(delays: readonly number[] = intentRetryDelays): IntentSender {
  const open = new Map<string, string>();
  return async (intent, attempt, signal) => {
    const key = open.get(intent) ?? newIdempotencyKey();
    open.set(intent, key);
    let reply = await attempt(key);
    for (const delay of delays) {
      if (!unanswered(reply) || signal?.aborted) break;
      await sleep(delay);
      reply = await attempt(key);
    }
    if (!unanswered(reply) && open.get(intent) === key) open.delete(intent);
    return reply;
  };
}
