import { ScrapeError } from '@kolekt/extract';

/** Frees the slot it was given; calling it twice frees it once. */
export type Release = () => void;

/**
 * The pool's hard cap: at most `max` pages open at once across every scrape; later callers wait
 * in order, and a caller that gives up while waiting leaves the queue.
 */
export class PageSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly max: number) {}

  get inUse(): number {
    return this.active;
  }

  async acquire(signal: AbortSignal): Promise<Release> {
    if (signal.aborted) throw timedOut(signal.reason);
    if (this.active >= this.max) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          this.waiting.splice(this.waiting.indexOf(grant), 1);
          reject(timedOut(signal.reason));
        };
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(grant);
      });
    } else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the next waiter, so the count never dips below the cap.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}

function timedOut(cause: unknown): ScrapeError {
  return new ScrapeError('timeout', 'The shop took too long to answer.', { cause });
}
