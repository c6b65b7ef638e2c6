import { describe, expect, it, vi } from 'vitest';
import { createIntentSender, intentOf, newIdempotencyKey, unanswered } from './create-intents';
import { serverMessages } from './server-messages';

type Reply = { statusCode: number; message: string };

const created = { statusCode: 201, message: 'Created' };
const refused = { statusCode: 400, message: 'Invalid value' };

/** An attempt that answers each call from the list in turn and records the keys it was sent. */
function attempts(...replies: (Reply | null)[]) {
  return vi.fn(async (_key: string) => (replies.length > 0 ? (replies.shift() ?? null) : created));
}

describe('createIntentSender', () => {
  it('retries a failed connection with the same key, then settles', async () => {
    const send = createIntentSender([0, 0]);
    const attempt = attempts(null, null, created);
    await expect(send('create Kitchen', attempt)).resolves.toEqual(created);
    const keys = attempt.mock.calls.map(([key]) => key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the key of an intent left unanswered for the next press, then makes a new one', async () => {
    const send = createIntentSender([0]);
    const first = attempts(null, null);
    await expect(send('create Kitchen', first)).resolves.toBeNull();
    const again = attempts(created);
    await send('create Kitchen', again);
    const next = attempts(created);
    await send('create Kitchen', next);
    expect(again.mock.calls[0]?.[0]).toBe(first.mock.calls[0]?.[0]);
    expect(next.mock.calls[0]?.[0]).not.toBe(again.mock.calls[0]?.[0]);
  });

  it('gives a second press while the first is unanswered the same key', async () => {
    const send = createIntentSender([]);
    let answer!: () => void;
    const slow = vi.fn(
      (_key: string) => new Promise<Reply>((resolve) => (answer = () => resolve(created))),
    );
    const pressed = send('create Kitchen', slow);
    const second = attempts(created);
    await send('create Kitchen', second);
    answer();
    await pressed;
    expect(second.mock.calls[0]?.[0]).toBe(slow.mock.calls[0]?.[0]);
  });

  it('gives another call or another body its own key', async () => {
    const send = createIntentSender([]);
    const kitchen = attempts(null);
    const garden = attempts(null);
    await send(intentOf('/api/collection/create', '{"name":"Kitchen"}'), kitchen);
    await send(intentOf('/api/collection/create', '{"name":"Garden"}'), garden);
    expect(garden.mock.calls[0]?.[0]).not.toBe(kitchen.mock.calls[0]?.[0]);
  });

  it('retries while the api still runs the first request, not after a refusal or a 500', async () => {
    const send = createIntentSender([0]);
    const inProgress = { statusCode: 409, message: serverMessages.idempotencyKeyInProgress };
    const waiting = attempts(inProgress, created);
    await expect(send('a', waiting)).resolves.toEqual(created);
    expect(waiting).toHaveBeenCalledTimes(2);

    for (const reply of [refused, { statusCode: 500, message: 'An unexpected error occurred.' }]) {
      const once = attempts(reply);
      await expect(send('b', once)).resolves.toEqual(reply);
      expect(once).toHaveBeenCalledTimes(1);
    }
  });

  it('stops retrying once the caller gave up', async () => {
    const send = createIntentSender([0, 0]);
    const attempt = attempts(null, null);
    await send('a', attempt, AbortSignal.abort());
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('unanswered', () => {
  it('counts a failed connection, a gateway and a key still in progress', () => {
    expect(unanswered(null)).toBe(true);
    expect(unanswered({ statusCode: 502, message: '' })).toBe(true);
    expect(unanswered({ statusCode: 409, message: 'Already a member' })).toBe(false);
    expect(unanswered(created)).toBe(false);
  });
});

describe('intentOf', () => {
  it('tells forms apart by their fields and files by name, size and type', () => {
    const form = (name: string) => {
      const data = new FormData();
      data.append('name', name);
      data.append('picture', new File(['abc'], 'a.png', { type: 'image/png' }));
      return data;
    };
    expect(intentOf('/p', form('Kitchen'))).toBe(intentOf('/p', form('Kitchen')));
    expect(intentOf('/p', form('Kitchen'))).not.toBe(intentOf('/p', form('Garden')));
    expect(intentOf('/p', undefined)).not.toBe(intentOf('/q', undefined));
  });

  it('makes keys the api accepts, each one new', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
