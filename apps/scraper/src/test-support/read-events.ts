import type { SearchMessage } from '@kolekt/shared/retailer-search';

export interface ReceivedEvent {
  /** Milliseconds since the request was sent. */
  at: number;
  message: SearchMessage;
}

export interface EventStreamResult {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** The body as received, for replies that are not event streams. */
  text: string;
}

/**
 * Reads a server-sent event stream over real HTTP, noting when each `data:` line arrives.
 * `onEvent` may abort the request through the same signal the caller passed in.
 */
export async function readEvents(
  url: string,
  options: { signal?: AbortSignal; onEvent?: (event: ReceivedEvent) => void } = {},
): Promise<EventStreamResult> {
  const started = performance.now();
  const response = await fetch(url, { signal: options.signal });
  const events: ReceivedEvent[] = [];
  const decoder = new TextDecoder();
  let text = '';
  let buffer = '';
  try {
    // Read chunk by chunk with a reader, which the DOM's stream type (the extension's tests
    // compile against it) offers as well as Node's.
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      const decoded = decoder.decode(chunk.value, { stream: true });
      text += decoded;
      buffer += decoded;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of block.split('\n')) {
          if (!line.startsWith('data:')) continue;
          const event = {
            at: performance.now() - started,
            message: JSON.parse(line.slice(5)) as SearchMessage,
          };
          events.push(event);
          options.onEvent?.(event);
        }
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return { status: response.status, headers: response.headers, events, text };
}
