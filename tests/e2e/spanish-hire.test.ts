import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

/** Issue 33, "Done when": search → company → quote request → chat → estimate → hire, in Spanish. */
let customerEmail: string;
let ownerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customerEmail = (await createUser(db, { firstName: 'Lucía', lastName: 'Ruiz' })).email;
  const owner = await createUser(db, { firstName: 'Sergio' });
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Fontanería Sol',
    category: 'plumbing-services',
    subcategories: ['plumber'],
  }));
});

const DESCRIPTION =
  'El sifón bajo el fregadero de la cocina gotea desde hace una semana y el mueble se está hinchando; necesito que lo cambien pronto.';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The screen is in Spanish: `<html lang="es">`, no serious or critical axe violation, no sideways
 * scroll, and none of the spec's English words for this screen's buttons and headings.
 */
async function inSpanish(page: Page, english: string[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
  const text = await page.locator('body').innerText();
  for (const words of english) expect(text).not.toContain(words);
}

describe('hiring in Spanish', () => {
  it('a customer on a phone finds a plumber, asks for a quote, talks with the business (1280 px) and hires it', async () => {
    const base = suite.server.baseUrl;
    const customer = await suite.signedInPage(customerEmail, { width: 390 });

    // Search.
    await customer.goto(`${base}/es/search?q=plumber&location=94103`);
    const results = customer.getByRole('region', { name: 'Resultados de la búsqueda' });
    await expect
      .poll(() =>
        results.getByRole('button', { name: 'Añadir al presupuesto: Fontanería Sol' }).isVisible(),
      )
      .toBe(true);
    expect(await customer.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Resultados para «plumber» cerca de/,
    );
    await inSpanish(customer, ['Add to Quote', 'Results for', 'Start Quote', 'Sign Up', 'Log In']);

    // The company page.
    await results
      .getByRole('link', { name: /Fontanería Sol/ })
      .first()
      .click();
    await customer.waitForURL(new RegExp(`/es/companies/${companyId}`));
    const request = customer.getByRole('button', { name: 'Pedir un presupuesto' });
    await expect.poll(() => request.isVisible()).toBe(true);
    expect(await customer.getByText('Trabaja a menos de 25 millas de 94103').isVisible()).toBe(
      true,
    );
    await inSpanish(customer, ['Request a Quote', 'Share', 'Reviews', 'Serves within']);

    // The quote request, filled in and sent.
    await request.click();
    await customer.waitForURL(/\/es\/quotes\/\d+\/edit$/);
    await expect.poll(() => toasts(customer).getByText('Solicitud creada').isVisible()).toBe(true);
    await customer.getByLabel('Nombre de la solicitud').fill('Fuga bajo el fregadero');
    await customer.getByLabel('Descripción del proyecto').fill(DESCRIPTION);
    await customer.getByLabel('Código postal del trabajo').fill('94103');
    // The trade's questions in Spanish; the answer is kept as the English option.
    await customer
      .getByRole('group', { name: '¿Hay una fuga de agua ahora?' })
      .getByText('Sí', { exact: true })
      .click();
    await inSpanish(customer, [
      'Submit Quote',
      'Quote Name',
      'Project Description',
      'Job ZIP code',
      'What do you need?',
      'Is water leaking now?',
    ]);
    await customer.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() =>
        toasts(customer)
          .getByText('Tu solicitud se envió a las empresas. Ya puedes comunicarte con ellas aquí.')
          .isVisible(),
      )
      .toBe(true);
    const compare = customer.getByRole('region', { name: 'Compara presupuestos' });
    await expect.poll(() => compare.getByText('Aún no hay presupuesto').isVisible()).toBe(true);
    await inSpanish(customer, ['Compare estimates', 'No estimate yet', 'Withdraw request']);

    // The business, on a wide screen, answers in the chat...
    const business = await suite.signedInPage(ownerEmail, { width: 1280 });
    await business.goto(`${base}/es/vendorquotes`);
    await business.getByRole('button', { name: /Lucía Ruiz/ }).click();
    const conversation = business.getByRole('region', { name: 'Conversación con Lucía Ruiz' });
    const box = conversation.getByRole('textbox', { name: 'Mensaje para Lucía Ruiz' });
    await box.fill('Hola Lucía, puedo pasar el jueves por la tarde.');
    await box.press('Enter');
    await expect
      .poll(() =>
        customer.getByText('Hola Lucía, puedo pasar el jueves por la tarde.').first().isVisible(),
      )
      .toBe(true);
    await inSpanish(business, ['Send estimate', 'Conversation with', 'Messages']);

    // ...and sends an estimate.
    await conversation.getByRole('button', { name: 'Enviar presupuesto' }).click();
    const dialog = business.getByRole('dialog', { name: 'Envía un presupuesto' });
    await dialog.getByLabel('Precio del trabajo (USD)').fill('240');
    await dialog
      .getByLabel('Qué incluye el precio')
      .fill('El sifón nuevo, la llave de paso y la mano de obra.');
    await dialog.getByLabel('Fecha de inicio más temprana').fill(inDays(3));
    await dialog.getByLabel('Oferta válida hasta').fill(inDays(30));
    await inSpanish(business, ['Send an estimate', 'What the price includes', 'Fixed price']);
    await dialog.getByRole('button', { name: 'Enviar presupuesto' }).click();
    await expect
      .poll(() => toasts(business).getByText('Presupuesto enviado').isVisible())
      .toBe(true);

    // The customer hires the business.
    const hire = compare.getByRole('button', { name: 'Contratar a Fontanería Sol' });
    await expect.poll(() => hire.isVisible()).toBe(true);
    expect(await compare.getByText('$240', { exact: true }).isVisible()).toBe(true);
    await inSpanish(customer, ['Hire', 'Compare estimates', 'Fixed price']);
    await hire.click();
    const confirm = customer.getByRole('alertdialog', { name: '¿Contratar a Fontanería Sol?' });
    await inSpanish(customer, ['Hire Fontanería Sol?']);
    await confirm.getByRole('button', { name: 'Contratar' }).click();
    const hired = customer.getByRole('region', { name: 'Contrataste a Fontanería Sol' });
    await expect.poll(() => hired.isVisible()).toBe(true);
    await inSpanish(customer, ['You hired', 'Mark the job as done']);

    // The business sees it without reloading.
    await expect
      .poll(() =>
        business
          .getByRole('button', { name: /Lucía Ruiz/ })
          .getByText('Contratado')
          .isVisible(),
      )
      .toBe(true);
    await inSpanish(business, ['Hired', 'Accepted', 'Estimate, revision']);
  });
});
