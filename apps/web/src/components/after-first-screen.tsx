import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '@/lib/first-screen';

/**
 * Draws its children only once the first screen is painted and the browser idle: for what the
 * visitor does not see yet (toasts, the offline worker's registration and its update prompt), so
 * its code and requests never compete with the screen's own.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready ? children : null;
}
