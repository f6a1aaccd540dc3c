import { createContext, useContext, useEffect } from 'react';
import { type MessageId, useT } from './i18n';

/** What a page says about itself to browsers and search engines (docs/decisions/010). */
export interface PageMeta {
  /** The page's own title; the site's name is added: 'My Quotes' → 'My Quotes | QuoteLocal'. */
  title: string;
  /** The search-result snippet; the site's description when absent. */
  description?: string;
  /** 404: the page's subject does not exist (the server answers with this status). */
  status?: 404;
  /** schema.org data (JSON-LD), given the site's absolute origin; written by the server only. */
  structuredData?: (origin: string) => object;
}

export const SITE_NAME = 'QuoteLocal';
/**
 * The home page's title (SPEC §1's hero line) and the title of a page that declares none; the
 * description of a page that has none of its own (messages, in the page's language).
 */
export const SITE_TAGLINE: MessageId = 'site.tagline';
export const SITE_DESCRIPTION: MessageId = 'site.description';

export const fullTitle = (title: string) => `${title} | ${SITE_NAME}`;

/**
 * The server's record of what the page being rendered declared: the renderer reads it after each
 * render and writes the head from it, so the served HTML has the page's title from the start.
 */
export class PageMetaCollector {
  private declared: PageMeta | null = null;
  constructor(readonly origin: string) {}

  /** Before each render: what counts is what the finished render declared. */
  reset(): void {
    this.declared = null;
  }

  record(meta: PageMeta): void {
    this.declared = meta;
  }

  get meta(): PageMeta | null {
    return this.declared;
  }
}

const CollectorContext = createContext<PageMetaCollector | null>(null);
export const PageMetaCollectorProvider = CollectorContext.Provider;

/**
 * Declares the page's title and description: recorded while rendering on the server, set on the
 * document in the browser (also after a navigation). `null` while the page does not know yet (its
 * data is loading): the title stays as it was. One declaration per page: the last one rendered
 * wins on the server.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const collector = useContext(CollectorContext);
  const t = useT();
  // A render-time write, on the server only (no effects run there); the renderer resets it before
  // every render, so what the finished render declared is what it reads.
  if (collector && meta) collector.record(meta);
  const title = meta ? fullTitle(meta.title) : null;
  const description = meta?.description ?? t(SITE_DESCRIPTION);
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    // The server wrote the structured data of the page it served into the head; it describes
    // that page only, not the one the visitor went on to.
    for (const script of document.head.querySelectorAll<HTMLElement>(
      'script[type="application/ld+json"][data-page]',
    )) {
      if (script.dataset.page !== window.location.pathname) script.remove();
    }
  }, [title, description]);
}

/** A page's title and description as messages: the route table's, said in the page's language. */
export interface RouteMeta {
  title: MessageId;
  description?: MessageId;
  status?: 404;
}

/** `usePageMeta` for pages whose title does not depend on their data (the route table's). */
export function PageMetaTags({ title, description, status }: RouteMeta) {
  const t = useT();
  usePageMeta({ title: t(title), description: description && t(description), status });
  return null;
}

/** A description of at most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
