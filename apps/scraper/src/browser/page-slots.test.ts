import { describe, expect, it } from 'vitest';
import { PageSlots } from './page-slots';

const never = () => new AbortController().signal;

describe('PageSlots', () => {
  it('never lets more than the cap in, and serves waiters in order', async () => {
    const slots = new PageSlots(2);
    const first = await slots.acquire(never());
    await slots.acquire(never());
    const order: string[] = [];
    const third = slots.acquire(never()).then((release) => (order.push('third'), release));
    const fourth = slots.acquire(never()).then((release) => (order.push('fourth'), release));
    await Promise.resolve();
    expect(slots.inUse).toBe(2);
    expect(order).toEqual([]);
    first();
    first();
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect(slots.inUse).toBe(2);
    releaseThird();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('drops a waiter that gives up, with a timeout error, and keeps the count right', async () => {
    const slots = new PageSlots(1);
    const release = await slots.acquire(never());
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ reason: 'timeout' });
    release();
    expect(slots.inUse).toBe(0);
    (await slots.acquire(never()))();
    expect(slots.inUse).toBe(0);
  });
});
