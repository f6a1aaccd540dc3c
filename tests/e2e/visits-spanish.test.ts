import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/** Issue 34 in Spanish: a customer on a phone books an instant visit; the picker speaks Spanish. */
let customerEmail: string;
let companyId: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customerEmail = (await createUser(db, { firstName: 'Lucía', lastName: 'Ruiz' })).email;
  const owner = await createUser(db, { firstName: 'Sergio' });
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Arreglos Rápidos',
    category: 'handyman-repairs',
  }));
  // Every day 9:00–17:00 Denver time, hour-long visits, booked at once, a day's notice.
  const saved = await (
    await logInAs(server, owner.email)
  ).request({
    method: 'PUT',
    url: `/api/companies/${companyId}/availability`,
    payload: {
      bookingMode: 'instant',
      visitMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 24,
      maxDaysAhead: 30,
      timeZone: 'America/Denver',
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startMinute: 9 * 60,
        endMinute: 17 * 60,
      })),
    },
  });
  expect(saved.statusCode).toBe(200);
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customerEmail), {
    quoteName: 'Puerta trasera',
    companyIds: [companyId],
    description:
      'La puerta trasera roza con el marco desde el invierno y la cerradura ya no encaja con el cerradero. Hay que cepillarla y ajustarla.',
  }));
});

/** "lun, 30 nov": Spanish weekday and month abbreviations (the dates' words from Intl). */
const SPANISH_DAY =
  /^(lun|mar|mié|jue|vie|sáb|dom), \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)$/;

describe('booking a visit in Spanish', () => {
  it('a customer on a phone sees when the business is next free, then books an instant visit from a Spanish slot picker', async () => {
    const base = suite.server.baseUrl;
    const customer = await suite.signedInPage(customerEmail, { width: 390 });

    // The company page says when it is next free.
    await customer.goto(`${base}/es/companies/${companyId}`);
    await expect.poll(() => customer.getByText(/^Próxima cita libre: \S/).isVisible()).toBe(true);

    // The quote page's "Book a visit".
    await customer.goto(`${base}/es/quotes/${quoteId}/edit`);
    const visits = customer.getByRole('region', { name: 'Visitas' });
    await visits.getByRole('button', { name: 'Reservar una visita con Arreglos Rápidos' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Reservar una visita' });
    await expect
      .poll(() =>
        dialog.getByText(/^Las horas están en .+, la zona horaria del profesional\.$/).isVisible(),
      )
      .toBe(true);

    // Days as Spanish buttons; the second day (whole, past the notice) has 9:00 to 16:00.
    const days = dialog.getByRole('region', { name: 'Día' }).getByRole('button');
    const dayLabels = await days.allTextContents();
    expect(dayLabels.length).toBeGreaterThanOrEqual(14);
    for (const label of dayLabels) expect(label).toMatch(SPANISH_DAY);
    await days.nth(1).click();
    expect(await days.nth(1).getAttribute('aria-pressed')).toBe('true');
    const times = dialog.getByRole('region', { name: `Horas del ${dayLabels[1]}` });
    expect(await times.getByRole('button').allTextContents()).toEqual([
      '9:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    await times.getByRole('button', { name: '10:00', exact: true }).click();
    expect(await dialog.getByText('La hora queda confirmada al momento.').isVisible()).toBe(true);

    expect(await customer.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectAccessible(customer);
    expect(
      await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const words = await dialog.innerText();
    for (const english of ['Book', 'Day', 'Times on', 'AM', 'PM', 'time zone'])
      expect(words).not.toContain(english);
    await shoot(customer, 'visits-spanish-book');

    await dialog.getByRole('button', { name: 'Reservar esta hora' }).click();
    await expect.poll(() => toasts(customer).getByText('Visita reservada').isVisible()).toBe(true);
    const confirmed = visits.getByRole('article', { name: 'Visita confirmada' });
    await expect.poll(() => confirmed.isVisible()).toBe(true);
    expect(await confirmed.textContent()).toContain('10:00 – 11:00');
    await expectAccessible(customer);
  });
});
