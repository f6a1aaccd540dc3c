/**
 * Whether a push endpoint is on one of the allowed push services (config `PUSH_ENDPOINT_HOSTS`):
 * `fcm.googleapis.com` names that host, `*.notify.windows.com` any host under it (not the bare
 * domain). A subscription names a URL the server will POST to, so only the browsers' push
 * services may be named, never an arbitrary address (docs/decisions/017).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}
