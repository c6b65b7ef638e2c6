import { limits } from '@kolekt/shared/constants';
import type { DbOrTx } from '../../db/database';
import { isUserNameTaken } from '../users/is-user-name-taken';

/** A free username from the e-mail's local part: 5–20 letters, digits, dots or underscores. */
export async function freeUserName(db: DbOrTx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .slice(0, 14)
    .padEnd(limits.userName.min, '0');
  if (!(await isUserNameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`.slice(
      0,
      limits.userName.max,
    );
    if (!(await isUserNameTaken(db, candidate))) return candidate;
  }
}
