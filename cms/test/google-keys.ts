import http from 'node:http';
import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';

/**
 * Stands in for Google's key set: a fresh RSA key pair whose public half is served as a JWKS on a local port
 * (the server fetches it through GOOGLE_JWKS_URL); the tests sign ID tokens with the private half.
 */
export async function startGoogleKeys(): Promise<{ jwksUrl: string; privateKeyPem: string; kid: string; close: () => Promise<void> }> {
  const kid = 'test-key-1';
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    privateKeyPem: await exportPKCS8(privateKey),
    kid,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
