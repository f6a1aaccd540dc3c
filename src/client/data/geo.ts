import { api } from '@/client/lib/api-client';

/** Looked up once per page load; the server does the IP lookup, if configured. Failure is null. */
let postalLookup: Promise<string | null> | undefined;
export function lookUpPostalCode(): Promise<string | null> {
  postalLookup ??= api
    .GET('/api/geo/postal-code')
    .then(({ postalCode }) => postalCode)
    .catch((error: unknown) => {
      console.info('Postal code lookup failed', error);
      return null;
    });
  return postalLookup;
}
