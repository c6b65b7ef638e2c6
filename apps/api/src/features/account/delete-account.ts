import type { DeleteAccountInput } from '@kolekt/shared/account';
import type { AppContext } from '../../context';
import { endSessions } from '../auth/end-sessions';
import { confirmDeletion, signedInUser } from './confirm-identity';
import { removeUser } from './remove-user';

/**
 * Deletes the caller's account once they prove it is them. Sessions and sockets end first, so
 * nothing of the account keeps acting while its rows go.
 */
export async function deleteAccount(options: {
  ctx: AppContext;
  userId: string;
  input: DeleteAccountInput;
}) {
  const { ctx, userId, input } = options;
  const user = await signedInUser(ctx, userId);
  await confirmDeletion(ctx, user, input);
  await endSessions(ctx, user.id);
  await removeUser(ctx.database.db, user.id);
}
