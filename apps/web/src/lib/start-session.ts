import { refreshSession } from '@/lib/api-client';

let started: Promise<unknown> | null = null;

/** The start-up session refresh, run once however often it is awaited. */
export function startSession(): Promise<unknown> {
  started ??= refreshSession();
  return started;
}
