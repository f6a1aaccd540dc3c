import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCALES, localizedPath, type Locale, splitLocalePath } from '@/contract/locale';
import {
  SERVER_STATE_ID,
  type ApiTransport,
  type PageRenderer,
  type RenderedHead,
} from '@/contract/server-rendering';
import { errorBody } from './errors';
import { requestLocale } from './locale';
import { pagePreloadHeader } from './page-preloads';

/**
 * Where index.html holds the app's place (the painted header shell, or a rendered page), with the
 * white space around it: hydration expects #root to hold exactly what React rendered.
 */
const OUTLET = /\s*<!--app-->[\s\S]*<!--\/app-->\s*/;

/**
 * Serves the built client: hashed assets cached for a year; every other page address answered by
 * index.html, with the page rendered into it when it is a public one.
 */
export function registerClient(app: FastifyInstance, clientDir: string): void {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    void app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // `/` is a page like the others (below), not the file.
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', cacheControlOf(filePath));
      },
    });
  }
  const template = hasClient ? readFileSync(indexFile, 'utf8') : '';
  const renderedTemplate = paintingFirst(template);
  const chunks = readManifest(path.join(clientDir, '.vite', 'manifest.json'));
  // Loaded before the server listens: the first visitor of a public page should not wait for the
  // renderer's import (seconds on a cold start; Lighthouse saw it as the company page's TTFB).
  let renderer: Promise<PageRenderer | null> | undefined;
  app.addHook('onReady', async () => {
    if (hasClient) await (renderer ??= loadRenderer(path.join(clientDir, '..', 'server')));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // A page address, not a missing file: no extension in the last segment.
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!hasClient || !isPage) return reply.status(404).send(errorBody('Not found'));

    // Public pages come rendered (the client's routes say which: src/client/app/routes.tsx),
    // in the request's language; the others are drawn by the browser from the shell, told which.
    const locale = requestLocale(request);
    const page = await renderSafely(app, request, locale);
    if (page) return sendHtml(request, reply.status(page.status), page.html);
    reply.header('Link', pagePreloadHeader(splitLocalePath(pathname).path, search));
    return sendHtml(request, reply, inLanguage(template, locale));
  });

  /**
   * The page's HTML, or null (the browser then draws it from the shell) when it is not a public
   * page or rendering it failed: a render's error is logged and answered, never thrown further.
   */
  async function renderSafely(
    app: FastifyInstance,
    request: FastifyRequest,
    locale: Locale,
  ): Promise<{ html: string; status: number } | null> {
    try {
      const render = await (renderer ??= loadRenderer(path.join(clientDir, '..', 'server')));
      if (!render) return null;
      const origin = app.config.appUrl;
      const messages = locale === 'en' ? app.config.pseudoMessages : undefined;
      const transport = apiAsCaller(app, request, locale);
      const page = await render(request.url, transport, origin, locale, messages);
      if (!page) return null;
      // Nothing in the data can close the script element or open a comment.
      const state = scriptSafeJson(page.state);
      const pageChunk = page.module ? chunks[page.module]?.file : undefined;
      const html = withHead(inLanguage(renderedTemplate, locale), page.head, request.url, origin)
        .replace(BOOT_SCRIPT, (boot) =>
          pageChunk ? `${boot} data-page="/${escapeHtml(pageChunk)}"` : boot,
        )
        .replace(OUTLET, () => page.html)
        .replace(
          '</body>',
          () => `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script></body>`,
        );
      return { html, status: page.head.status };
    } catch (error) {
      request.log.error({ err: error }, 'page render failed; serving the shell');
      return null;
    }
  }
}

/**
 * Hashed assets never change; the service worker is checked on every load, so that a new build's
 * reaches the browser at once (docs/decisions/054); other files may be a few minutes old.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  // The file sent may be its precompressed copy (sw.js.br).
  if (/[\\/]sw\.js(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=300';
}

const BOOT_SCRIPT = '<script defer src="/boot.js"';

/**
 * A rendered page is painted before any of its code is fetched: its entry script becomes
 * public/boot.js, which imports the entry (and the page's own chunk, beside it) once the page has
 * been painted, and the module preloads go. Fetched and run beside the paint, the scripts delayed
 * it (the browser ran the entry's modules before its first frame, and Lighthouse counted their
 * downloads into the largest paint); preloaded, their modules were compiled in one long task when
 * the entry was imported.
 */
const paintingFirst = (template: string) =>
  template
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      `${BOOT_SCRIPT} data-entry="$1"></script>`,
    )
    .replace(/\s*<link rel="modulepreload" [^>]*>/g, '');

/** The page in `locale`: `<html lang>`, which the browser's code reads to speak it too. */
const inLanguage = (template: string, locale: Locale) =>
  template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/**
 * The page's address in each language, for search engines (`hreflang`); English's is also the
 * default, for a visitor whose language is none of them.
 */
function alternates(url: string, origin: string): string {
  const { path: page } = splitLocalePath(url);
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(page, locale))}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')].join('');
}

/**
 * The page's own title and description in place of the site's, its addresses in other languages,
 * and its structured data (a data block, which the script policy does not govern: it never runs).
 * `data-page` tells the browser which page it describes (lib/page-meta.tsx removes it after a
 * navigation).
 */
function withHead(template: string, head: RenderedHead, url: string, origin: string): string {
  const pathname = url.split('?', 1)[0]!;
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  if (head.status === 200)
    html = html.replace('</head>', () => `${alternates(url, origin)}</head>`);
  if (head.structuredData) {
    const json = scriptSafeJson(head.structuredData);
    html = html.replace(
      '</head>',
      () =>
        `<script type="application/ld+json" data-page="${escapeHtml(pathname)}">${json}</script></head>`,
    );
  }
  return html;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value (double-quoted) in HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON that cannot end the script element holding it or open a comment in it: `<`, `>` and `&`
 * as JSON escapes (still the same JSON), and the two line separators JavaScript once refused.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The build's chunk graph (vite.config.ts: build.manifest), empty without one. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(file: string): Manifest {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

async function loadRenderer(serverDir: string): Promise<PageRenderer | null> {
  const entry = path.join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/**
 * The page's API calls, answered in-process as the visitor: their cookie, their address, and the
 * page's language (as the browser's calls say it, src/client/lib/api-client.ts).
 */
function apiAsCaller(app: FastifyInstance, request: FastifyRequest, locale: Locale): ApiTransport {
  return async (apiPath, init) => {
    if ((init.method ?? 'GET') !== 'GET')
      throw new Error(`A page render may only read: ${apiPath}`);
    const response = await app.inject({
      method: 'GET',
      url: apiPath,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        'accept-language': locale,
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

// On zlib's thread pool, not the event loop that serves everyone else.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Personal (it may hold the visitor's name), never stored; compressed as the browser accepts. */
async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  }
  return reply.send(html);
}
