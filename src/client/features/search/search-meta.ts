import type { SearchParams } from '@/contract/search-url';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/** The search page's title and description, from its address alone (known before any data). */
export function searchPageMeta(
  params: Pick<SearchParams, 'q' | 'location' | 'favorites' | 'bounds'>,
): PageMeta {
  const q = params.q.trim();
  // "Search this area" looks in the map's bounds, not near the ZIP.
  const near = params.bounds
    ? ' in the map area'
    : params.location.trim()
      ? ` near ${params.location.trim()}`
      : '';
  const title = q
    ? near
      ? `“${q}”${near}`
      : `Results for “${q}”`
    : params.favorites
      ? 'Your favorite businesses'
      : `Local businesses${near}`;
  const description = q
    ? `Local businesses for “${q}”${near}: compare ratings and reviews, and request quotes from several at once.`
    : `Local businesses${near}: compare ratings and reviews, and request quotes from several at once.`;
  return { title, description: clip(description) };
}
