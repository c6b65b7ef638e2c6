import type { Db } from '../../db/database';
import type { AccessClaims, AuthService } from '../../lib/auth-service';
import { verifyAccessToken } from './access-token';
import { isFamilyActive } from './refresh-token';
import type { SessionStanding } from './session-standing';

/** The auth feature's answer to who is calling, handed to `http/` and `realtime/` by `app.ts`. */
export function createAuthService(options: {
  db: Db;
  jwtKey: Uint8Array;
  sessionStanding: SessionStanding;
}): AuthService {
  const { db, jwtKey, sessionStanding } = options;
  return {
    readSignedToken: (token) => verifyAccessToken(token, jwtKey),
    async verifyAccessToken(token) {
      const claims = await verifyAccessToken(token, jwtKey);
      if (!claims) return null;
      return (await sessionStanding.allows(claims)) ? claims : null;
    },
    // A token from before sign-ins were named has no family to check.
    isSignInActive: async (claims: AccessClaims) =>
      !claims.familyId || isFamilyActive(db, claims.userId, claims.familyId),
  };
}
