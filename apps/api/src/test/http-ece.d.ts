/** The part of http_ece (no bundled types) the fake push service uses: a browser's decryption. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
