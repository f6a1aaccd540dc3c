import type { RealtimeDomain } from './cache-writing';

/** A quote's visits (issue 34): the screens come in a later slice. */
export const visitKeys = {
  all: ['visits'] as const,
  quote: (quoteId: number) => ['visits', 'quote', quoteId] as const,
};

/** A visit event asks the quote's visits again (a minimal writer until the screens come). */
export const visitRealtime = {
  name: 'visits',
  writers: {
    visit: (client, { quoteId }) => {
      void client.invalidateQueries({ queryKey: visitKeys.quote(quoteId) });
    },
  },
  afterReconnect: [visitKeys.all],
} satisfies RealtimeDomain;
