import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isIP } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll } from 'vitest';

/** A certificate and its private key in PEM, as a TLS server (or a CA signing for one) needs them. */
export interface TlsIdentity {
  cert: string;
  key: string;
}

export type Scheme = 'http' | 'https';

/** The transport tests run once per scheme: real shops are https, and redirects may cross over. */
export const schemes: readonly Scheme[] = ['http', 'https'];

const oneDay = 24 * 60 * 60 * 1000;

/** A fresh root CA, valid for a day. */
export async function makeCa(name: string): Promise<TlsIdentity> {
  const made = await generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + oneDay),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { cert: made.cert, key: made.private };
}

/** The CA this test process trusts; nothing else made here is trusted. */
export const testCa = await makeCa('Kolekt test CA');

// impit checks certificates with the platform verifier, which has no per-client CA option: on
// Linux it reads SSL_CERT_FILE once, at the process's first TLS handshake. So the test CA is
// trusted here, as this module loads, before any test can open a TLS connection.
const caDir = mkdtempSync(join(tmpdir(), 'kolekt-test-ca-'));
writeFileSync(join(caDir, 'ca.pem'), testCa.cert);
process.env.SSL_CERT_FILE = join(caDir, 'ca.pem');
// Vitest may end a worker before Node's 'exit' event: the file goes when the test file is done.
afterAll(() => rmSync(caDir, { recursive: true, force: true }));

/** A server certificate for `names` (host names or IP addresses), signed by `ca`. */
export async function issueCertificate(
  names: readonly string[],
  ca: TlsIdentity = testCa,
): Promise<TlsIdentity> {
  const altNames = names.map((name) =>
    isIP(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name },
  );
  const made = await generate([{ name: 'commonName', value: names[0] ?? 'shop' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + oneDay),
    ca,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  });
  return { cert: made.cert, key: made.private };
}

/** What startFixtureServer needs to serve `scheme`: for https, a certificate the test CA issued. */
export async function fixtureTls(
  scheme: Scheme,
  names: readonly string[] = ['127.0.0.1'],
): Promise<{ tls?: TlsIdentity }> {
  return scheme === 'https' ? { tls: await issueCertificate(names) } : {};
}
