import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

const TIMEOUT_MS = 2000;
const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80)/i;

/**
 * Asks the configured IP-geolocation service (`GEOIP_URL`, with `{ip}` in it) for the ZIP of an
 * address. Without a configured service, or for a private address, nothing is sent. A failure is
 * only logged: the visitor simply types their ZIP.
 */
export async function lookUpPostalCode(
  serviceUrl: string | undefined,
  ip: string,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!serviceUrl || !isIP(ip) || PRIVATE.test(ip)) return null;
  try {
    const response = await fetch(serviceUrl.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const postal = ((await response.json()) as { postal?: unknown }).postal;
    return typeof postal === 'string' && /^\d{5}$/.test(postal) ? postal : null;
  } catch (error) {
    log.warn({ err: error }, 'IP geolocation lookup failed');
    return null;
  }
}
