/**
 * The `data:` payloads of a server-sent-events body, one per event, however the bytes are cut
 * into chunks. Comment lines (`: searching`) and other fields are skipped.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  // One decoder for the whole body: a character may be split between two chunks.
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) yield data;
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    // Leaving early (the last event, an abort) lets go of the connection.
    await reader.cancel().catch(() => undefined);
  }
}
