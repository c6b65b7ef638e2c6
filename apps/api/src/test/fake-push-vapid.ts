import { errors, importJWK, jwtVerify } from 'jose';

/** RFC 8292 §2: a push service takes a VAPID token for at most a day. */
const maxLifetimeSeconds = 24 * 60 * 60;

/** Why a push service refuses a request's VAPID header, with the status it answers. */
export interface VapidRefusal {
  status: 401 | 403;
  reason: string;
}

/** An uncompressed P-256 point (0x04 ‖ x ‖ y, base64url) as the JWK jose verifies with. */
function pointToJwk(key: string) {
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return null;
  return {
    kty: 'EC',
    crv: 'P-256',
    x: bytes.subarray(1, 33).toString('base64url'),
    y: bytes.subarray(33).toString('base64url'),
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` as a push service does (RFC 8292): the key is
 * the one the subscription was made with (else 403), and the token is an ES256 JWT signed by it
 * for this service's origin, expiring within a day, naming a mailto: or https: contact (else 401).
 */
export async function checkVapid(options: {
  authorization: string | undefined;
  applicationServerKey: string;
  origin: string;
}): Promise<VapidRefusal | null> {
  const header = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(
    options.authorization ?? '',
  );
  if (!header) return { status: 401, reason: 'no VAPID authorization' };
  const [, token = '', key = ''] = header;
  if (key !== options.applicationServerKey) {
    return { status: 403, reason: 'key is not the subscription’s' };
  }
  const jwk = pointToJwk(key);
  if (!jwk) return { status: 401, reason: 'key is not a P-256 point' };
  try {
    const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
      algorithms: ['ES256'],
      audience: options.origin,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.exp! - Date.now() / 1000 > maxLifetimeSeconds) {
      return { status: 401, reason: 'exp more than 24 h ahead' };
    }
    const contact = URL.parse(payload.sub!);
    if (contact?.protocol !== 'mailto:' && contact?.protocol !== 'https:') {
      return { status: 401, reason: 'sub is not a mailto: or https: URL' };
    }
    return null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return { status: 401, reason: error.message };
    throw error;
  }
}
