import { createHash, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

// A certificate for a server on this machine (localhost and 127.0.0.1), made for one run: the
// Lighthouse budget and bench audit the app over HTTPS, as it is deployed (TLS_CERT_FILE).

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate, PEM: what a Node client passes as `ca`. */
  cert: string;
  /** The base64 SHA-256 of its public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spkiHash: string;
}

/** Makes a self-signed certificate for localhost in `dir` (cert.pem, key.pem). */
export async function writeTestCertificate(dir: string): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, cert: pems.cert, spkiHash: spkiHashOf(pems.cert) };
}

export function spkiHashOf(cert: string): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
