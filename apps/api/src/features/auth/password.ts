import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, a const enum that isolated modules cannot read. */
const argon2id = 2;

/** argon2id with OWASP's m=19 MiB, t=2, p=1; runs on the thread pool, not the event loop. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one so unknown accounts take as long to refuse. */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
