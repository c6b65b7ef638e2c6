import { useEffect, useState } from 'react';

/** True while `flag` is, and for `ms` after it turns false (spec §9's 600 ms loading flag). */
export function useLingeringFlag(flag: boolean, ms: number) {
  const [lingering, setLingering] = useState(flag);
  // Raised during render (React's "adjust state on prop change"), lowered by the timer.
  if (flag && !lingering) setLingering(true);
  useEffect(() => {
    if (flag) return;
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return flag || lingering;
}
