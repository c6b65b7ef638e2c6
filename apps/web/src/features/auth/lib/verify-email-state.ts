/**
 * What a screen hands to /verify-email as navigation state: the address, the password when it
 * was just typed (register, login) so verifying can sign in at once, and when the next code may
 * be asked for (epoch ms) when one was just sent.
 */
export interface VerifyEmailState {
  email: string;
  password?: string;
  nextCodeAt?: number;
}

const optional = (value: unknown, type: 'string' | 'number') =>
  value === undefined || typeof value === type;

export function isVerifyEmailState(value: unknown): value is VerifyEmailState {
  const state = value as Partial<VerifyEmailState> | null;
  return (
    typeof state?.email === 'string' &&
    state.email !== '' &&
    optional(state.password, 'string') &&
    optional(state.nextCodeAt, 'number')
  );
}
