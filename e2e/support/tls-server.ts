// The run's second server (playwright.config.ts): the built app over HTTPS, on a database of its
// own, with a certificate made for the run whose public key hash is E2E_TLS_SPKI.
export const TLS_SERVER_PORT = Number(process.env.E2E_TLS_PORT ?? 3143);
export const TLS_SERVER_URL = `https://localhost:${TLS_SERVER_PORT}`;

/** The public key hash of the TLS server's certificate, for AuditBrowser.launch. */
export function tlsServerSpkiHash(): string {
  const hash = process.env.E2E_TLS_SPKI;
  if (!hash) throw new Error('E2E_TLS_SPKI is not set: run the specs through playwright.config.ts');
  return hash;
}
