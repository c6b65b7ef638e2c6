import { useCallback, useEffect, useState } from 'react';
import { checkExtensionReady } from '@/lib/extension-bridge';

/**
 * Whether the paired browser extension answers on this page: null while asking (up to the
 * spec's 1 s readiness timeout), then true or false; `recheck` asks again.
 */
export function useExtensionReady() {
  const [ready, setReady] = useState<boolean | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    void checkExtensionReady().then((answer) => {
      if (current) setReady(answer);
    });
    return () => {
      current = false;
    };
  }, [round]);

  const recheck = useCallback(() => {
    setReady(null);
    setRound((value) => value + 1);
  }, []);

  return { ready, recheck };
}
