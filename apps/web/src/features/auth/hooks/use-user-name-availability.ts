import { limits, timings } from '@kolekt/shared/constants';
import { useEffect, useState } from 'react';
import { checkUserName } from '../api/check-user-name';

export type UserNameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * Asks the server whether a username is free, only for 5–20 characters and only after 500 ms
 * without typing. A failed check leaves the answer unknown.
 */
export function useUserNameAvailability(userName: string): UserNameAvailability {
  const value = userName.trim();
  const checkable = value.length >= limits.userName.min && value.length <= limits.userName.max;
  const [result, setResult] = useState<{ value: string; status: UserNameAvailability }>({
    value: '',
    status: 'unknown',
  });

  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResult({ value, status: 'checking' });
      const reply = await checkUserName(value, controller.signal);
      if (controller.signal.aborted) return;
      const known = reply.success && typeof reply.data === 'boolean';
      setResult({ value, status: known ? (reply.data ? 'available' : 'taken') : 'unknown' });
    }, timings.userNameCheckDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, checkable]);

  return checkable && result.value === value ? result.status : 'unknown';
}
