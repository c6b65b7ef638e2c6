import { jwtVerify, SignJWT } from 'jose';

const issuer = 'kolekt';
const lifetime = '15m';

export async function signAccessToken(userId: string, key: Uint8Array): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key);
}

/** The user id of a valid, unexpired token, or null. */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
