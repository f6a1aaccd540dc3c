import type { Messages } from '@lingui/core';
import type { Locale } from './locale';

/**
 * A server-rendered page carries the API answers it was rendered with in
 * `<script type="application/json" id="server-state">`, so the browser hydrates the same markup
 * from the same data instead of fetching it again (src/client/main.tsx).
 */
export const SERVER_STATE_ID = 'server-state';

/** How a page render reaches the API: the server answers the calls in-process, as the caller. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedHead {
  /** Complete, with the site's name; plain text (the server escapes it). */
  title: string;
  description: string;
  status: 200 | 404;
  /** schema.org JSON-LD for the page, if it has any. */
  structuredData: object | undefined;
}

export interface RenderedPage {
  html: string;
  /** The query cache the page was rendered with (TanStack Query's dehydrated state). */
  state: unknown;
  /** The page's own code (a build manifest key), which the browser should fetch at once. */
  module: string | undefined;
  /** What the head says of the page (lib/page-meta.tsx), and the HTTP status to answer with. */
  head: RenderedHead;
}

/**
 * The page renderer the client's build provides (src/client/entry-server.tsx, loaded by
 * src/server/platform/client-pages.ts): the page at `url` in `locale` (the request's language,
 * src/server/platform/locale.ts), or null when the browser should draw it. `messages`, when
 * given, replace the language's catalog (tests only: the pseudo-locale, docs/decisions/104).
 */
export type PageRenderer = (
  url: string,
  transport: ApiTransport,
  origin: string,
  locale: Locale,
  messages?: Messages,
) => Promise<RenderedPage | null>;
