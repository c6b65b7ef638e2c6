import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `time` (epoch ms), counting down once a second; 0 once it passed.
 * The clock starts when the component mounts: give the component a `key` per deadline.
 */
export function useSecondsUntil(time: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((time - now) / 1000));
}
