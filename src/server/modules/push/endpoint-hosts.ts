/**
 * Whether a push endpoint is on one of the allowed push services (config `PUSH_ENDPOINT_HOSTS`):
 * `https` on port 443 only, and `fcm.googleapis.com` names that host, `*.notify.windows.com` any
 * host under it (not the bare domain). A subscription names a URL the server will POST to, so only
 * the browsers' push services may be named, never an arbitrary address or port (docs/decisions/056).
 * `testOrigins` (config `push.testOrigins`, set by tests only: no environment variable does) are
 * exact origins also accepted, scheme and port included: a push service a test runs on loopback.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  allowedHosts: readonly string[],
  testOrigins: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testOrigins.includes(url.origin)) return true;
  // The URL parser drops the scheme's default port: '' is 443 for https.
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}
