/**
 * Renders a piece of the client as the app does around it (src/client/app/app.tsx): the real query
 * client (createQueryClient, SPEC §9's settings), a router, the page's language (English unless
 * `locale` says otherwise), the account dialogs' state and the toaster, with a user (Testing
 * Library's user-event) to type, click and press keys.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/client/components/ui/toaster';
import type { Locale } from '@/contract/locale';
import { ES_CONTRACT_MESSAGES } from '@/contract/messages-es';
import { AuthDialogsProvider } from '@/client/lib/auth-dialogs';
import { createI18n, LocaleProvider } from '@/client/lib/i18n';
import { messages as en } from '@/client/locales/compiled/en';
import { messages as es } from '@/client/locales/compiled/es';
import { createQueryClient } from '@/client/lib/query-client';

const MESSAGES = { en, es };

export function renderClient(
  ui: ReactElement,
  { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {},
) {
  const queryClient = createQueryClient();
  // The address in memory: `history` lists every one the page went to, the current one last.
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const i18n = createI18n(
    locale,
    MESSAGES[locale],
    locale === 'es' ? ES_CONTRACT_MESSAGES : undefined,
  );
  // A wrapper, so a `rerender` of the piece keeps everything around it.
  const view = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <LocaleProvider i18n={i18n}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AuthDialogsProvider>
              {children}
              <Toaster />
            </AuthDialogsProvider>
          </Router>
        </LocaleProvider>
      </QueryClientProvider>
    ),
  });
  return {
    ...view,
    user,
    queryClient,
    /** The address the page is at now (path and query). */
    address: () => location.history.at(-1),
    /** Every address the page went to, the first one first. */
    addresses: location.history,
  };
}
