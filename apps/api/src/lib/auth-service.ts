/** What a valid access token says: whose it is, from which sign-in, and when it was made. */
export interface AccessClaims {
  userId: string;
  /** The refresh token family (sign-in) it came from; absent on tokens made before it existed. */
  familyId: string | null;
  /**
   * Milliseconds, not the second-resolution `iat`: a token issued right after a password change,
   * in the same second, must still be newer than `sessions_ended_at`.
   */
  issuedAtMs: number;
  expiresAtMs: number;
}

/**
 * How `http/` and `realtime/` tell who is calling. They are handed one (the auth feature's, see
 * `app.ts`), so the transport layers never import a feature (decision 0074).
 */
export interface AuthService {
  /**
   * The claims of a well-signed, unexpired token, or null: signature and clock only, enough to
   * choose whose count a write uses.
   */
  readSignedToken(token: string): Promise<AccessClaims | null>;
  /**
   * The claims of a token that is well signed, unexpired, of a user who still exists and issued
   * after that user last ended their sessions; otherwise null.
   */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** Whether the sign-in the claims come from still stands (not signed out, not expired). */
  isSignInActive(claims: AccessClaims): Promise<boolean>;
}
