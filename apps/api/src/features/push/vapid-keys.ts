import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config/config';

/** What signs Web Push requests (RFC 8292): the key pair and who to contact about them. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const keysFile = 'vapid-keys.json';

/** The keys once generated into the data folder, or new ones kept there for the next start. */
async function loadOrCreateKeys(
  dataDir: string,
): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, keysFile);
  try {
    const { publicKey, privateKey } = JSON.parse(await readFile(file, 'utf8')) as Record<
      string,
      unknown
    >;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') {
      return { publicKey, privateKey };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The address in MAIL_FROM ('Kolekt <no-reply@kolekt.app>'), when it has one. */
const mailAddress = (mailFrom: string) =>
  /<([^<>\s]+@[^<>\s]+)>|^([^<>\s]+@[^<>\s]+)$/.exec(mailFrom.trim());

/**
 * A push service may write to the subject about misuse: MAIL_FROM's address, else PUBLIC_URL
 * (which must then be https; web-push refuses anything else).
 */
export function vapidSubject(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  const match = mailAddress(config.mailFrom);
  const address = match?.[1] ?? match?.[2];
  return address ? `mailto:${address}` : config.publicUrl;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set (several instances must share one
 * pair); otherwise a pair generated once into DATA_DIR, like the development JWT secret.
 */
export async function loadVapidDetails(
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'publicUrl' | 'push'>,
): Promise<VapidDetails> {
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const keys =
    vapidPublicKey && vapidPrivateKey
      ? { publicKey: vapidPublicKey, privateKey: vapidPrivateKey }
      : await loadOrCreateKeys(config.dataDir);
  const details = { subject: vapidSubject(config), ...keys };
  // Signing once at start-up turns a malformed key or subject into a boot error, not a failed job.
  webpush.getVapidHeaders(
    'https://push.invalid',
    details.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  );
  return details;
}
