/**
 * A visit's event card (src/client/components/visits/visit-card.tsx): the time in the business's
 * zone, and only the actions the server allows this side in this state. The API is answered here
 * from the contract's shapes; tests/e2e/visits.test.ts covers the real server.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NextVisit, Slots, Visit, VisitParty } from '@/contract/visit';
import { NextVisitLine } from '@/client/components/visits/next-visit-line';
import { VisitCard } from '@/client/components/visits/visit-card';
import { answer, requests } from '../support/fake-api';
import { renderClient } from '../support/render-client';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function visit(changes: Partial<Visit> = {}): Visit {
  // 2 Nov 2026 (past), 10:00–11:00 in Denver (17:00–18:00 UTC).
  return {
    id: 7,
    quoteId: 31,
    companyId: 4,
    customerId: 50,
    startsAt: '2026-11-02T17:00:00.000Z',
    endsAt: '2026-11-02T18:00:00.000Z',
    status: 'requested',
    cancelledBy: null,
    cancelReason: null,
    rescheduledBy: null,
    rescheduleReason: null,
    lateCancellation: false,
    sequence: 0,
    createdAt: '2026-10-20T10:00:00.000Z',
    updatedAt: '2026-10-20T10:00:00.000Z',
    ...changes,
  };
}

const slots: Slots = {
  timeZone: 'America/Denver',
  visitMinutes: 60,
  bookingMode: 'request',
  slots: [],
};

async function show(shown: Visit, side: VisitParty) {
  answer('GET /api/quotes/31/companies/4/slots', slots);
  const { user } = renderClient(<VisitCard visit={shown} side={side} otherName="Acme Plumbing" />);
  const card = screen.getByRole('article');
  await within(card).findByText(/Mountain Time/);
  return { card, user };
}

/** A visit two days ahead. */
const upcoming = (changes: Partial<Visit> = {}) =>
  visit({ startsAt: iso(Date.now() + 48 * HOUR), endsAt: iso(Date.now() + 49 * HOUR), ...changes });

const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('a visit card', () => {
  it("shows a request in the business's zone and lets the business confirm it", async () => {
    const { card, user } = await show(upcoming(), 'business');
    expect(card.getAttribute('aria-label')).toBe('Visit requested');
    expect(buttons(card)).toEqual(['Confirm', 'Decline', 'Reschedule', 'Cancel visit']);
    answer('POST /api/visits/7/confirm', upcoming({ status: 'confirmed' }));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Visit confirmed')).length).toBeGreaterThan(0);
    expect(requests('POST /api/visits/7/confirm')).toHaveLength(1);
  });

  it('gives the customer of a request only Reschedule and Cancel', async () => {
    const { card } = await show(upcoming(), 'customer');
    expect(buttons(card)).toEqual(['Reschedule', 'Cancel visit']);
    expect(card.textContent).toContain('Waiting for the business to confirm.');
  });

  it('offers Visit done and No-show once a confirmed visit has ended, to the business only', async () => {
    const { card } = await show(visit({ status: 'confirmed' }), 'business');
    expect(card.textContent).toContain('Mon, Nov 2, 10:00 AM – 11:00 AM (Mountain Time)');
    expect(buttons(card)).toEqual(['Visit done', 'No-show']);
  });

  it('says who cancelled and why, late, with no actions left', async () => {
    const { card } = await show(
      visit({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancelReason: 'We fixed it ourselves.',
        lateCancellation: true,
      }),
      'business',
    );
    expect(card.textContent).toContain('Cancelled by the customer: We fixed it ourselves.');
    expect(card.textContent).toContain('Late cancellation');
    expect(buttons(card)).toEqual([]);
  });
});

describe('the next visit line (My Quotes, the vendor inbox)', () => {
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const line = (timeZone: string) => {
    const next: NextVisit = {
      id: 7,
      companyId: 4,
      startsAt: '2026-12-03T17:00:00.000Z',
      endsAt: '2026-12-03T18:00:00.000Z',
      status: 'confirmed',
      timeZone,
    };
    const { container } = renderClient(<NextVisitLine visit={next} />);
    return container.querySelector('[data-next-visit]')!.textContent;
  };

  it("adds the viewer's own time where their zone differs from the business's", () => {
    // Tokyo has no daylight saving: 17:00 UTC is 2:00 AM the next day there.
    const zone = viewer === 'Asia/Tokyo' ? 'America/Denver' : 'Asia/Tokyo';
    const shown = line(zone);
    expect(shown).toMatch(/^Visit .+ \(confirmed\)\(.+\) Your time: /);
    if (zone === 'Asia/Tokyo') expect(shown).toContain('Fri, Dec 4, 2:00 AM – 3:00 AM');
  });

  it('shows one time when the viewer is in the business’s zone', () => {
    expect(line(viewer)).not.toContain('Your time');
  });
});
