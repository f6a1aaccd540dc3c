import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORY_QUESTIONS } from '@/contract/job';
import { createCompany, createUser } from '../support/factories';
import { PSEUDO_CHUNK, PSEUDO_MESSAGES, pseudoText, say } from '../support/pseudo-locale';
import { toasts, useBrowserSuite } from './browser';

/**
 * Issue 33, "nothing left behind": the main journeys drawn in the pseudo-locale
 * (tests/support/pseudo-locale.ts, docs/decisions/104) show no plain English word outside the
 * catalog's brackets, but the data. The server renders English pages with the pseudo-locale's
 * messages (`pseudoMessages`), and the browser is given them as English's catalog.
 */
const CUSTOMER = { firstName: 'Zelda', lastName: 'Quixby' };
const OWNER = { firstName: 'Yorick' };
const COMPANY = 'Quixby Drains';
const QUOTE = 'Sink trap leak';
const DESCRIPTION =
  'The sink trap drips under the kitchen cabinet and the shelf is swelling; please replace the trap and check the valve.';
const INCLUDES = 'New trap and labor.';
const ABOUT = 'Drains unblocked and traps replaced.';

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
/** What the pages show that is not the catalog's words. */
let data: string[];

const suite = useBrowserSuite(
  async (server) => {
    const db = server.app.db;
    customerEmail = (await createUser(db, CUSTOMER)).email;
    const owner = await createUser(db, OWNER);
    ownerEmail = owner.email;
    ({ id: companyId } = await createCompany(db, {
      ownerId: owner.id,
      name: COMPANY,
      description: ABOUT,
      category: 'plumbing-services',
      subcategories: ['plumber'],
    }));
    const categories = (await (
      await fetch(`${server.baseUrl}/api/categories/with-subcategories`)
    ).json()) as {
      name: string;
      subcategories: { name: string }[];
    }[];
    data = [
      // Names: the brand, the social networks, the contact address.
      'QuoteLocal',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'hello@quotelocal.example',
      ...[COMPANY, ABOUT, '100 Main St', QUOTE, DESCRIPTION, INCLUDES, OWNER.firstName],
      ...[CUSTOMER.firstName, CUSTOMER.lastName],
      // The factory's contact address, drawn in pieces.
      'hello@company.example',
      'hello',
      '@company',
      '.example',
      // The server's words, in the reader's language (docs/i18n-server.md): a new draft's name
      // and a conversation's preview of an estimate.
      'New quote request',
      'Sent an estimate',
      // The catalogue's names and the trades' questions: stored or written with their Spanish
      // beside them (docs/i18n-server.md), not catalog messages.
      ...categories.flatMap((c) => [c.name, ...c.subcategories.map((s) => s.name)]),
      ...CATEGORY_QUESTIONS['plumbing-services']!.flatMap((q) => [q.label, ...q.options]),
      // The place a ZIP names, and the map's attribution (data and a licence's words).
      'San Francisco',
      'CA',
      'Leaflet',
      'OpenStreetMap',
      'contributors',
    ].sort((a, b) => b.length - a.length);
  },
  { pseudoMessages: PSEUDO_MESSAGES },
);

/** A page whose browser is given the pseudo-locale as English's catalog. */
async function inPseudoLocale(page: Page): Promise<Page> {
  await page
    .context()
    .route(/\/assets\/en-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: PSEUDO_CHUNK }),
    );
  return page;
}

/** Every visible text node's text, and every visible element's aria-label, placeholder, title and alt. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style') && parent.checkVisibility())
        texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    ))
      if (element.checkVisibility())
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          texts.push(element.getAttribute(name) ?? '');
    return texts;
  });

/** The text less what the catalog said (its brackets: a placeholder's value is inside) and the data. */
function outsideCatalog(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  // A message whose elements split it across nodes: its opening or closing part.
  rest = rest.replace(/\[[^\]]*$/, ' ').replace(/^[^[]*\]/, ' ');
  for (const words of data) rest = rest.replaceAll(words, ' ');
  // A time of day as Intl writes it in English ("11:40 PM"), not a message.
  return rest.replace(/\b\d{1,2}:\d{2}\s[AP]M\b/g, ' ');
}

/** Fails naming each shown text with plain English letters outside the catalog's words. */
async function expectNoEnglish(page: Page): Promise<void> {
  const english = [...new Set(await shownTexts(page))].filter((text) =>
    /[a-z]{2,}/i.test(outsideCatalog(text)),
  );
  expect.soft(english, `untranslated text on ${page.url()}`).toEqual([]);
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the pseudo-locale', () => {
  it('finds no text outside the catalog on the public pages and the quote journey', async () => {
    const base = suite.server.baseUrl;
    const customer = await inPseudoLocale(await suite.signedInPage(customerEmail, { width: 390 }));
    await customer.goto(base);
    await expect
      .poll(() => customer.getByRole('heading', { level: 1 }).textContent())
      .toBe(say('site.tagline'));
    await expectNoEnglish(customer);
    await customer.goto(`${base}/categories/plumbing-services`);
    await expectNoEnglish(customer);

    await customer.goto(`${base}/search?q=plumber&location=94103`);
    const results = customer.getByRole('region', { name: say('search.results') });
    await expect
      .poll(() =>
        results
          .getByRole('button', { name: say('company.addToQuoteName', { name: COMPANY }) })
          .isVisible(),
      )
      .toBe(true);
    await expectNoEnglish(customer);

    await customer.goto(`${base}/companies/${companyId}`);
    await expectNoEnglish(customer);
    await customer.getByRole('button', { name: say('companyPage.requestQuote') }).click();
    await customer.waitForURL(/\/quotes\/\d+\/edit$/);
    await expect
      .poll(() => toasts(customer).getByText(say('quoteIntent.created')).isVisible())
      .toBe(true);
    await customer.getByLabel(say('quote.name')).fill(QUOTE);
    await customer.getByLabel(say('quote.description')).fill(DESCRIPTION);
    await customer.getByLabel(say('job.zip')).fill('94103');
    await customer
      .getByRole('group', { name: 'Is water leaking now?' })
      .getByText('Yes', { exact: true })
      .click();
    await expectNoEnglish(customer);
    await customer.getByRole('button', { name: say('draft.submit') }).click();
    const compare = customer.getByRole('region', { name: say('compare.title') });
    await expect.poll(() => compare.getByText(say('compare.noEstimate')).isVisible()).toBe(true);
    await expectNoEnglish(customer);

    const business = await inPseudoLocale(await suite.signedInPage(ownerEmail));
    await business.goto(`${base}/vendorquotes`);
    await business.getByRole('button', { name: new RegExp(CUSTOMER.lastName) }).click();
    const conversation = business.getByRole('region', {
      name: say('inbox.conversationWith', { name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}` }),
    });
    await conversation.getByRole('button', { name: say('estimateForm.send') }).click();
    const dialog = business.getByRole('dialog', { name: say('estimateForm.title') });
    await dialog.getByLabel(say('estimateForm.fixed')).fill('240');
    await dialog.getByLabel(say('estimateForm.includes')).fill(INCLUDES);
    await dialog.getByLabel(say('estimateForm.earliestStart')).fill(inDays(3));
    await dialog.getByLabel(say('estimateForm.validUntil')).fill(inDays(30));
    await expectNoEnglish(business);
    await dialog.getByRole('button', { name: say('estimateForm.send') }).click();
    await expect
      .poll(() => toasts(business).getByText(say('estimateForm.sent')).isVisible())
      .toBe(true);
    await expectNoEnglish(business);

    // Its name's end is hidden text (sr-only), which Chromium names with a space around it.
    const hire = compare.getByRole('button', {
      name: new RegExp(`^\\[${pseudoText('Hire')}\\s+${COMPANY}\\s*\\]$`),
    });
    // Live: the estimate reaches the customer's page by its socket.
    await expect.poll(() => hire.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoEnglish(customer);
    await hire.click();
    const confirm = customer.getByRole('alertdialog', {
      name: say('compare.hireTitle', { name: COMPANY }),
    });
    await expectNoEnglish(customer);
    await confirm.getByRole('button', { name: say('compare.hire') }).click();
    await expect
      .poll(() =>
        customer.getByRole('region', { name: say('hired.title', { name: COMPANY }) }).isVisible(),
      )
      .toBe(true);
    await expectNoEnglish(customer);
  });
});
