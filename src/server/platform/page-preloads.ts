import { readSearchParams, searchQueryString } from '@/contract/search-url';

/**
 * API answers a page is sure to ask for, named in a `Link: rel=preload` header on the HTML so the
 * browser fetches them while it is still loading the script, not after. The URLs and the
 * credentials mode must be exactly the client's (src/client/lib/api-client.ts;
 * src/client/data/auth.ts, categories.ts and companies.ts; the search call from
 * src/contract/search-url.ts) for the browser to reuse the answers. The search string is
 * re-encoded by URLSearchParams: nothing of it reaches the header raw.
 */
export function pagePreloadHeader(pathname: string, search: string): string {
  const urls = ['/api/me', '/api/categories'];
  const company = /^\/companies\/(\d+)$/.exec(pathname);
  if (company) urls.push(`/api/companies/${company[1]}`, `/api/companies/${company[1]}/images`);
  if (pathname === '/search')
    urls.push(`/api/search?${searchQueryString(readSearchParams(search))}`);
  return urls
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}
