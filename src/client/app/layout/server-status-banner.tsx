import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/client/lib/i18n';
import { isRetryingUnavailable } from '@/client/lib/query-client';

/**
 * Says so, politely, while a query is being tried again because the server was unavailable (its
 * database restarting, the connection lost), and goes away once none is. Below the header, in the
 * page's flow: it moves the page down a line instead of covering any of it, and stays in view as
 * the header does. The live region is always there, so that screen readers announce its text.
 */
export function ServerStatusBanner() {
  const t = useT();
  const queryCache = useQueryClient().getQueryCache();
  const retrying = useSyncExternalStore(
    (listener) => queryCache.subscribe(listener),
    () => isRetryingUnavailable(queryCache),
    () => false, // a rendered page was rendered from answers, so nothing was failing
  );
  return (
    <div role="status" aria-live="polite" className="sticky top-16 z-30">
      {retrying ? (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-900">
          <p className="mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-2 text-sm font-medium">
            <RefreshCw aria-hidden className="h-4 w-4 shrink-0 motion-safe:animate-spin" />
            {t('header.retrying')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
