import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { png } from '../support/files';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

const DESCRIPTION =
  'Our kitchen sink drains slowly and the faucet leaks at the base. We would also like the shut-off valves under the sink replaced. Weekday mornings work best.';
let customer: { email: string; firstName: string };
let ownerEmails: string[];
let photo: string;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Casey' });
  ownerEmails = [];
  for (const name of ['Alpha Plumbing', 'Bravo Plumbing', 'Charlie Plumbing']) {
    const owner = await createUser(db);
    ownerEmails.push(owner.email);
    await createCompany(db, {
      ownerId: owner.id,
      name,
      category: 'plumbing-services',
      subcategories: ['plumber'],
    });
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-e2e-quote-'));
  photo = path.join(dir, 'sink.png');
  await writeFile(photo, await png(640, 480));
});

describe('a quote request in the browser', () => {
  it('goes from three selected companies, through login, to a submitted request', async () => {
    const page = suite.page;
    await page.goto(`${suite.server.baseUrl}/search?q=plumbing`);
    for (const name of ['Alpha Plumbing', 'Bravo Plumbing', 'Charlie Plumbing']) {
      await page.getByRole('button', { name: `Add to Quote: ${name}` }).click();
    }
    await page.getByRole('button', { name: 'Start Quote (3)' }).click();
    await expect
      .poll(() =>
        toasts(page).getByText('You need to log in to start a quote request.').isVisible(),
      )
      .toBe(true);

    const login = page.getByRole('dialog', { name: 'Log In to Your Account' });
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password').fill(FACTORY_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    await expect
      .poll(() =>
        toasts(page)
          .getByText('Your quote request has been started. Add details and photos to complete it.')
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('Edit your quote details').isVisible()).toBe(true);
    const companies = page.getByRole('region', { name: 'Selected Companies' });
    await expect
      .poll(() => companies.getByRole('link').allTextContents())
      .toEqual(['Alpha Plumbing', 'Bravo Plumbing', 'Charlie Plumbing']);
    await expectAccessible(page);

    const submit = page.getByRole('button', { name: 'Submit Quote' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Quote Name').fill('Kitchen sink repair');
    await page.getByLabel('Project Description').fill(DESCRIPTION.slice(0, 40));
    await expect.poll(() => page.getByText('40/100 minimum').isVisible()).toBe(true);
    await page.getByLabel('Project Description').fill(DESCRIPTION);
    await expect
      .poll(() => page.getByText(`${DESCRIPTION.length}/100 minimum`).isVisible())
      .toBe(true);

    // Issue 16, point 2: the job's ZIP is needed to submit.
    await page.getByLabel('Job ZIP code').fill('94110');
    await page.locator('input[type=file]').setInputFiles(photo);
    await expect
      .poll(() => page.getByRole('img', { name: 'Project image 1' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => toasts(page).getByText('Your image has been added to the quote.').isVisible())
      .toBe(true);
    expect(await page.getByLabel('Quote Name').inputValue()).toBe('Kitchen sink repair');
    expect(await page.getByLabel('Project Description').inputValue()).toBe(DESCRIPTION);

    await submit.click();
    await expect
      .poll(() =>
        toasts(page)
          .getByText(
            'Your quote has been submitted to companies. You can now communicate with them here.',
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText('Manage your quote communications').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Quote Details' }).getByText('In Progress').isVisible(),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Open project image 1 of 1' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Project Images (1 of 1)' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    for (const email of ownerEmails) {
      const mail = await suite.server.waitForMail((m) => m.to === email);
      expect(mail.subject).toContain('Kitchen sink repair');
    }

    await page.goto(`${suite.server.baseUrl}/quotes`);
    await expect
      .poll(() => page.getByRole('link', { name: 'View Quote: Kitchen sink repair' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: /In Progress/ }).textContent())
      .toContain('1');
    await expectAccessible(page);
  });

  it("refuses a file the quote cannot take before sending it, in the server's words", async () => {
    const page = suite.page;
    const company = await createCompany(suite.server.app.db, { name: 'Echo Electric' });
    await suite.signIn(customer.email);
    const created = await page.context().request.post(`${suite.server.baseUrl}/api/quotes`, {
      data: { companyIds: [company.id] },
    });
    const { id } = (await created.json()) as { id: number };
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/images'))
        uploads.push(request.url());
    });
    await page.goto(`${suite.server.baseUrl}/quotes/${id}/edit`);
    await expect.poll(() => page.getByText('Edit your quote details').isVisible()).toBe(true);
    const input = page.locator('input[type=file]');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect
      .poll(() =>
        toasts(page).getByText('Only JPG, PNG, GIF and WebP images are allowed.').isVisible(),
      )
      .toBe(true);
    expect(await toasts(page).getByText('Invalid file type').isVisible()).toBe(true);
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect
      .poll(() => toasts(page).getByText('Maximum file size is 5MB.').isVisible())
      .toBe(true);
    expect(await toasts(page).getByText('File too large').isVisible()).toBe(true);
    expect(uploads).toEqual([]);

    // The same input sends an image it can take.
    await input.setInputFiles(photo);
    await expect
      .poll(() => page.getByRole('img', { name: 'Project image 1' }).isVisible())
      .toBe(true);
    expect(uploads).toHaveLength(1);

    // Several at once: each sent on its own, a refused one named with the server's reason.
    await input.setInputFiles([
      { name: 'sink.png', mimeType: 'image/png', buffer: await readFile(photo) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
    ]);
    await expect
      .poll(() => page.getByRole('img', { name: 'Project image 2' }).isVisible())
      .toBe(true);
    const refused = page.getByRole('alert').filter({ hasText: 'Not uploaded:' });
    await expect
      .poll(() =>
        refused
          .getByText('broken.png: Only JPG, PNG, GIF and WebP images are allowed.')
          .isVisible(),
      )
      .toBe(true);
    expect(
      await refused
        .getByText('notes.txt: Only JPG, PNG, GIF and WebP images are allowed.')
        .isVisible(),
    ).toBe(true);
    expect(await toasts(page).getByText('2 of 3 images could not be uploaded.').isVisible()).toBe(
      true,
    );
    // The text file was refused before sending; the broken image by the server.
    expect(uploads).toHaveLength(3);
    expect(await page.getByRole('img', { name: 'Project image 3' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows another user the Unauthorized view', async () => {
    const page = suite.page;
    const company = await createCompany(suite.server.app.db, { name: 'Delta Drains' });
    const owner = await createUser(suite.server.app.db);
    const ownerAgent = page.context().request;
    await suite.signIn(owner.email);
    const created = await ownerAgent.post(`${suite.server.baseUrl}/api/quotes`, {
      data: { companyIds: [company.id] },
    });
    const { id } = (await created.json()) as { id: number };
    await ownerAgent.post(`${suite.server.baseUrl}/api/auth/logout`);

    const intruder = await createUser(suite.server.app.db);
    await suite.signIn(intruder.email);
    await page.goto(`${suite.server.baseUrl}/quotes/${id}/edit`);
    await expect
      .poll(() =>
        page
          .getByText(
            "You don't have permission to view or edit this quote. This quote belongs to another user.",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to My Quotes' }).isVisible())
      .toBe(true);
  });
});
