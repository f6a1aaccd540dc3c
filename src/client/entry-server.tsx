/**
 * The page renderer the server loads from the SSR build (dist/server/entry-server.js): the same
 * App as the browser's, rendered to HTML with the API answers it needs, which the server supplies
 * in-process with the visitor's own cookie. The browser hydrates it (src/client/main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { isServerRendered, pageModule } from './app/routes';
import { ApiError, setTransport } from './lib/api-client';
import { createI18n, loadI18n, localeBase, LocaleProvider } from './lib/i18n';
import {
  fullTitle,
  PageMetaCollector,
  PageMetaCollectorProvider,
  SITE_DESCRIPTION,
  SITE_TAGLINE,
} from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import type { ApiTransport, PageRenderer } from '@/contract/server-rendering';

/** Queries found by one render are fetched and the page rendered again; pages need one or two. */
const MAX_RENDERS = 4;

const currentTransport = new AsyncLocalStorage<ApiTransport>();
setTransport((path, init) => {
  const transport = currentTransport.getStore();
  if (!transport) throw new Error(`API call outside a page render: ${path}`);
  return transport(path, init);
});

/**
 * The page at `url` (path and search), or null when it is not a public page, or one of its API
 * answers was an error it cannot show (a server error, say): the browser then draws it from the
 * shell. A page that declares itself not found (an unknown company, category or address) is
 * rendered with status 404; its missing data may have answered 404, nothing else.
 * `origin` is the site's public address (APP_URL), for the absolute links of structured data.
 */
export const renderPage: PageRenderer = async (url, transport, origin, locale, messages) => {
  const path = url.split('?', 1)[0]!;
  if (!isServerRendered(path)) return null;
  const i18n = messages ? createI18n(locale, messages) : await loadI18n(locale);
  return currentTransport.run(transport, async () => {
    const queryClient = createQueryClient();
    const collector = new PageMetaCollector(origin);
    for (let render = 1; ; render++) {
      collector.reset();
      const html = await renderOnce(url, queryClient, collector, i18n);
      const queries = queryClient.getQueryCache().getAll();
      const failed = queries.filter((query) => query.state.status === 'error');
      const notFound = collector.meta?.status === 404;
      if (failed.some((query) => !(notFound && isMissing(query.state.error)))) return null;
      const waiting = queries.filter(isWaiting);
      // A boundary still marked pending (`<!--$?-->`) waited for code that loaded during this
      // render, and would be revealed by an inline script; the next render has that code.
      const complete = !html.includes('<!--$?-->');
      if (waiting.length === 0 && complete) {
        const meta = collector.meta;
        return {
          html,
          state: dehydrate(queryClient),
          module: pageModule(path),
          head: {
            title: fullTitle(meta?.title ?? i18n._(SITE_TAGLINE)),
            description: meta?.description ?? i18n._(SITE_DESCRIPTION),
            status: notFound ? 404 : 200,
            structuredData: meta?.structuredData?.(origin),
          },
        };
      }
      if (render === MAX_RENDERS) return null;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  });
};

/** One render to HTML; a component that throws fails it (the server then serves the shell). */
async function renderOnce(
  url: string,
  queryClient: QueryClient,
  collector: PageMetaCollector,
  i18n: I18n,
): Promise<string> {
  const [path = '/', search = ''] = url.split('?', 2);
  let failure: Error | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <PageMetaCollectorProvider value={collector}>
          <Router ssrPath={path} ssrSearch={search}>
            <App queryClient={queryClient} base={localeBase(path)} />
          </Router>
        </PageMetaCollectorProvider>
      </LocaleProvider>
    </StrictMode>,
    {
      onError: (error) => {
        failure ??= error instanceof Error ? error : new Error('A component threw a non-error');
      },
      // Never outline a large boundary to be revealed by an inline script (the policy allows no
      // inline script, and the whole page is ready at once anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The API said the row does not exist (as the page that declared itself not found says too). */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A query a component asked for that has not run: not disabled, never fetched. */
function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}
