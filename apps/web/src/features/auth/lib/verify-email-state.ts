/** Login data the register screen hands to /verify-email as navigation state. */
export interface VerifyEmailState {
  email: string;
  password: string;
}

export function isVerifyEmailState(value: unknown): value is VerifyEmailState {
  const state = value as Partial<VerifyEmailState> | null;
  return typeof state?.email === 'string' && typeof state.password === 'string';
}
