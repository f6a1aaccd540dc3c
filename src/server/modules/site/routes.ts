import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@/server/platform/errors';
import { costGuidePath } from '@/contract/cost-guide';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '@/contract/locale';
import { costGuidePages, hasCostGuides } from '../cost-guides';
import { projectPath } from '@/contract/portfolio';
import {
  activeCompaniesAfter,
  categorySlugs,
  companySitemapFiles,
  projectSitemapFiles,
  shownProjectsAfter,
  type SitemapCompany,
} from './sitemap-repository';

/**
 * The files search engines read at the site's root (docs/decisions/075): robots.txt, and the
 * sitemap index with its files (categories, then active companies in files of at most
 * `config.sitemapUrlsPerFile` URLs, streamed from the database a batch at a time). Not part of
 * the API: no OpenAPI entry.
 */

/** Pages no crawler has business on: private (drawn for one user) or the test pages. */
const PRIVATE_PATHS = [
  '/api/',
  '/ws',
  '/profile',
  '/quotes',
  '/vendorquotes',
  '/notifications',
  // A business's insights (/business/:id/insights): its owner's only.
  '/business/',
  '/admin',
  '/upload-test',
  '/websocket-test',
];

/** Rows read from the database at a time while a company file streams out. */
const BATCH = 1000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** The other languages' files also name each page's addresses in every language (hreflang). */
const LOCALIZED_NAMESPACE = `${NAMESPACE} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;
const CACHE = 'public, max-age=3600';
const COST_GUIDES_FILE = 'cost-guides.xml';
/** Company and project files: ranges of ids, `size` at a time (docs/decisions/075, 100). */
const RANGE_FILE = /^(companies|projects)-([1-9]\d{0,8})\.xml$/;

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.appUrl;
  const size = app.config.sitemapUrlsPerFile;
  const url = (path: string) => `<loc>${xml(origin + path)}</loc>`;
  /**
   * A public page's entry in `locale`'s file (issue 33): English's exactly as before; another
   * language's is its own address (`/es/…`) with the page's address in every language and the
   * English one as the default (`hreflang` alternates).
   */
  const entry = (path: string, locale: Locale, extra = '') => {
    if (locale === DEFAULT_LOCALE) return `<url>${url(path)}${extra}</url>\n`;
    const alternates = [
      ...LOCALES.map((l) => [l, localizedPath(path, l)] as const),
      ['x-default', path] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(origin + href)}"/>`,
      )
      .join('');
    return `<url>${url(localizedPath(path, locale))}${extra}${alternates}</url>\n`;
  };
  const urlset = (locale: Locale) =>
    `${XML_HEAD}<urlset ${locale === DEFAULT_LOCALE ? NAMESPACE : LOCALIZED_NAMESPACE}>\n`;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // Company logos and photos are images under /api/objects/: search engines may show them.
      'Allow: /api/objects/',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [companyFiles, guides, projectFiles] = await Promise.all([
      companySitemapFiles(app.db, size),
      hasCostGuides(app.db),
      projectSitemapFiles(app.db, size),
    ]);
    const englishFiles = [
      'categories.xml',
      // Listed only once a guide exists (docs/decisions/047): the file is never empty.
      ...(guides ? [COST_GUIDES_FILE] : []),
      ...companyFiles.map((n) => `companies-${n}.xml`),
      ...projectFiles.map((n) => `projects-${n}.xml`),
    ];
    // Then the same files for each other language (`categories.es.xml`): English's unchanged.
    const files = [
      ...englishFiles,
      ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) =>
        englishFiles.map((file) => localizedFile(file, locale)),
      ),
    ];
    const body =
      `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n` +
      files.map((file) => `<sitemap>${url(`/sitemaps/${file}`)}</sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(body);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { locale, file } = splitLocaleFile(request.params.file);
      reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE);
      if (file === 'categories.xml') {
        const slugs = await categorySlugs(app.db);
        return reply.send(
          urlset(locale) +
            slugs.map((slug) => entry(`/categories/${encodeURIComponent(slug)}`, locale)).join('') +
            '</urlset>\n',
        );
      }
      if (file === COST_GUIDES_FILE) {
        const guides = await costGuidePages(app.db);
        if (guides.length === 0) {
          return reply
            .type('application/json; charset=utf-8')
            .status(404)
            .send(errorBody('Not found'));
        }
        return reply.send(
          urlset(locale) +
            guides
              .map((g) =>
                entry(
                  costGuidePath(g.slug, g.state),
                  locale,
                  `<lastmod>${g.computedAt.toISOString()}</lastmod>`,
                ),
              )
              .join('') +
            '</urlset>\n',
        );
      }
      const range = idRange(file, size);
      const batch = Math.min(BATCH, size);
      // A range file's rows with their pages, a batch at a time after an id.
      const source: RangeSource | undefined =
        range?.kind === 'companies'
          ? async (id) =>
              (await activeCompaniesAfter(app.db, id, range.through, batch)).map((row) => ({
                ...row,
                path: `/companies/${row.id}`,
              }))
          : range?.kind === 'projects'
            ? async (id) =>
                (await shownProjectsAfter(app.db, id, range.through, batch)).map((row) => ({
                  ...row,
                  path: projectPath(row.companyId, row.id),
                }))
            : undefined;
      // The first batch before the answer starts: a file with no row is a 404, and a database
      // that cannot answer is a 503 (once the body streams, a failure can only cut it short).
      const first = range && source ? await source(range.after) : [];
      if (!source || first.length === 0) {
        return reply
          .type('application/json; charset=utf-8')
          .status(404)
          .send(errorBody('Not found'));
      }
      const entries = (rows: SitemapRow[]) =>
        rows
          .map((row) =>
            entry(row.path, locale, `<lastmod>${row.updatedAt.toISOString()}</lastmod>`),
          )
          .join('');
      return reply.send(Readable.from(rangeFile(source, first, batch, entries, urlset(locale))));
    },
  );
};

/** `locale`'s version of a sitemap file: `categories.xml` → `categories.es.xml`. */
const localizedFile = (file: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? file : file.replace(/\.xml$/, `.${locale}.xml`);

/** The language a file name is for and its English name (`companies-1.es.xml`: es, companies-1.xml). */
function splitLocaleFile(name: string): { locale: Locale; file: string } {
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE && name.endsWith(`.${locale}.xml`)) {
      return { locale, file: `${name.slice(0, -`.${locale}.xml`.length)}.xml` };
    }
  }
  return { locale: DEFAULT_LOCALE, file: name };
}

/** Company ids are PostgreSQL integers: no file starts beyond the largest. */
const MAX_ID = 2 ** 31 - 1;

/** The kind and ids a range file (`companies-n.xml`, `projects-n.xml`) covers, or null. */
function idRange(
  file: string,
  size: number,
): { kind: 'companies' | 'projects'; after: number; through: number } | null {
  const match = RANGE_FILE.exec(file);
  const n = Number(match?.[2] ?? Number.NaN);
  const after = (n - 1) * size;
  if (!match || !Number.isSafeInteger(after) || after >= MAX_ID) return null;
  return {
    kind: match[1] as 'companies' | 'projects',
    after,
    through: Math.min(n * size, MAX_ID),
  };
}

/** A row of a range file: its id, when it last changed, and its page. */
type SitemapRow = SitemapCompany & { path: string };
/** The next rows of a range file after an id. */
type RangeSource = (afterId: number) => Promise<SitemapRow[]>;

/** A range file, written a batch of rows at a time: never the whole list in memory. */
async function* rangeFile(
  source: RangeSource,
  first: SitemapRow[],
  batch: number,
  entries: (rows: SitemapRow[]) => string,
  head: string,
): AsyncGenerator<string> {
  yield head;
  let rows = first;
  for (;;) {
    yield entries(rows);
    const last = rows.at(-1);
    if (rows.length < batch || !last) break;
    rows = await source(last.id);
    if (rows.length === 0) break;
  }
  yield '</urlset>\n';
}
