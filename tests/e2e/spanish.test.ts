import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, useBrowserSuite } from './browser';

/** Issue 33: QuoteLocal in Spanish, chosen by the person, at 390 and 1280 px. */
let customer: { id: number; email: string };
/** Marta's request to Fontanería Ruiz, sent: the quote page in Spanish. */
let requester: { email: string };
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  customer = await createUser(server.app.db, { firstName: 'Lucía', lastName: 'Ruiz' });
  const plumber = await createCompany(server.app.db, {
    name: 'Fontanería Ruiz',
    category: 'plumbing-services',
    subcategories: ['plumber'],
  });
  requester = await createUser(server.app.db, { firstName: 'Marta', lastName: 'Gil' });
  ({ id: quoteId } = await submittedQuote(await logInAs(server, requester.email), {
    quoteName: 'Fuga bajo el fregadero',
    companyIds: [plumber.id],
    description:
      'El sifón bajo el fregadero de la cocina gotea desde hace una semana y el mueble se está hinchando; necesito que lo cambien y revisen la llave de paso.',
  }));
});

const language = (page: Page) => page.evaluate(() => document.documentElement.lang);
/**
 * The switcher loads the page in the other language (not `goto`, which waits for the app): a tap
 * before the app has taken over the new page would do nothing, as for a person.
 */
const switchedTo = async (page: Page, url: string) => {
  await page.waitForURL(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
};
/** Nothing wider than the screen: no sideways scroll. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('QuoteLocal in Spanish', () => {
  it('a visitor on a phone switches to Spanish from the menu, searches, and switches back from the footer', async () => {
    const { page, server } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.baseUrl);
    expect(await language(page)).toBe('en');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Español' }).click();
    await switchedTo(page, `${server.baseUrl}/es`);
    expect(await language(page)).toBe('es');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Encuentra al profesional adecuado para tu proyecto');
    expect(await page.title()).toBe(
      'Encuentra al profesional adecuado para tu proyecto | QuoteLocal',
    );
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Describe tu proyecto' }).fill('plumber');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('94103');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\/es\/search\?q=plumber&location=94103$/);
    await expect.poll(() => page.getByRole('link', { name: /Fontanería Ruiz/ }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Resultados para «plumber» cerca de .+ 94103$/,
    );
    await page
      .getByRole('region', { name: 'Resultados de la búsqueda' })
      .getByRole('button', { name: 'Añadir al presupuesto: Fontanería Ruiz' })
      .click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Pedir presupuestos (1)' }).isVisible())
      .toBe(true);
    expect(await language(page)).toBe('es');
    expect(await overflows(page)).toBe(false);

    // The choice is kept: the English address now answers in Spanish too...
    await page.goto(`${server.baseUrl}/about`);
    expect(await language(page)).toBe('es');
    // ...until the footer's switcher chooses English, on the same page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await switchedTo(page, `${server.baseUrl}/about`);
    await expect.poll(() => language(page)).toBe('en');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
  });

  it('a visitor signs up in Spanish, and the new account keeps Spanish', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/es`);
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crea una cuenta' });
    await dialog.getByLabel('Nombre').fill('Rosa');
    await dialog.getByLabel('Apellidos').fill('Campos');
    await dialog.getByLabel('Correo electrónico').fill('rosa.campos@example.com');
    await expect
      .poll(() => dialog.getByText('Este correo está disponible.').isVisible())
      .toBe(true);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('correct horse battery');
    await dialog.getByLabel('Confirma la contraseña').fill('correct horse battery');
    expect(await dialog.getByRole('link', { name: 'Condiciones del servicio' }).count()).toBe(1);
    await dialog.getByRole('checkbox').click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL(`${server.baseUrl}/es/profile`);
    const me = await page.request.get(`${server.baseUrl}/api/me`);
    expect(((await me.json()) as { locale: string }).locale).toBe('es');
  });

  it("a signed-in person's choice is kept on the account, and the header speaks it", async () => {
    const { page, server } = suite;
    await suite.signIn(customer.email);
    await page.goto(server.baseUrl);
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await switchedTo(page, `${server.baseUrl}/es`);
    const account = page.getByRole('banner').getByRole('button', { name: /Lucía/ });
    await account.click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByText('Mi cuenta').isVisible()).toBe(true);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items.map((item) => item.trim())).toEqual(
      expect.arrayContaining(['Perfil', 'Cerrar sesión']),
    );
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    const me = await page.request.get(`${server.baseUrl}/api/me`);
    expect(((await me.json()) as { locale: string }).locale).toBe('es');
  });

  it('a customer follows a sent request in Spanish on a phone: My Quotes, the comparison, a message', async () => {
    const base = suite.server.baseUrl;
    const page = await suite.signedInPage(requester.email, { width: 390 });
    await page.goto(`${base}/es/quotes`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Mis presupuestos');
    await expect.poll(() => page.getByText('1 empresa', { exact: true }).isVisible()).toBe(true);
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver solicitud: Fuga bajo el fregadero' }).click();
    await page.waitForURL(`${base}/es/quotes/${quoteId}/edit`);
    const compare = page.getByRole('region', { name: 'Compara presupuestos' });
    await expect
      .poll(() => compare.getByText('0 de 1 negocio ha enviado un presupuesto').isVisible())
      .toBe(true);
    expect(await compare.getByText('Aún no hay presupuesto').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Retirar solicitud' }).isVisible()).toBe(true);
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page);

    await compare.getByRole('button', { name: 'Escribir a Fontanería Ruiz' }).click();
    const box = page.getByRole('textbox', { name: 'Mensaje para Fontanería Ruiz' });
    await box.fill('¿Pueden venir el jueves por la tarde?');
    await box.press('Enter');
    const thread = page.getByRole('list', { name: 'Mensajes' });
    await expect
      .poll(() => thread.getByText('¿Pueden venir el jueves por la tarde?').isVisible())
      .toBe(true);
    expect(await language(page)).toBe('es');
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page);
  });
});
