import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOCALES, localizedPath, type Locale } from '@/contract/locale';
import { api } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useLocale, useT } from '@/client/lib/i18n';

/**
 * The language switcher (issue 33): a link to this page in the other language, named in that
 * language. Followed, it keeps the choice first (this browser's cookie and, signed in, the
 * account, so e-mails follow it too), then loads the page in it. A real link, so search engines
 * and a browser without the script reach the other language's address as well.
 */
export function LanguageLink({ className }: { className?: string }) {
  const t = useT();
  const other = useOtherLocale();
  const [location] = useLocation();
  const search = useSearch();
  const href = localizedPath(search ? `${location}?${search}` : location, other);
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void api
      .PUT('/api/me/locale', { body: { locale: other } })
      .catch(() => undefined)
      .then(() => window.location.assign(href));
  };
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={choose}
      className={cn('inline-flex min-h-11 items-center gap-2', className)}
    >
      <Languages className="h-4 w-4 shrink-0" aria-hidden />
      {t('language.switchTo')}
    </a>
  );
}

function useOtherLocale(): Locale {
  const locale = useLocale();
  return LOCALES.find((candidate) => candidate !== locale) ?? locale;
}
