import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keys derived from the one configured secret, each for its own use. */
export interface Secrets {
  jwtKey: Uint8Array;
  codeKey: Buffer;
  /**
   * Signs and checks retailer-search results (decision 0010). A separately run scraper must share
   * it, so SCRAPER_SIGNING_KEY wins when set; otherwise the in-process scraper gets this one.
   */
  searchKey: string;
  /** Signs the one-click unsubscribe links of price alert e-mails (decision 0023). */
  unsubscribeKey: Buffer;
  /** Signs the tokens of browsers trusted to sign in to an account (decision 0056). */
  trustKey: Buffer;
}

export function deriveSecrets(secret: string, configured: { searchKey?: string } = {}): Secrets {
  return {
    jwtKey: new Uint8Array(createHmac('sha256', secret).update('jwt').digest()),
    codeKey: createHmac('sha256', secret).update('email-code').digest(),
    searchKey:
      configured.searchKey ??
      createHmac('sha256', secret).update('search-signature').digest('base64url'),
    unsubscribeKey: createHmac('sha256', secret).update('alert-unsubscribe').digest(),
    trustKey: createHmac('sha256', secret).update('browser-trust').digest(),
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept in the data folder. */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
