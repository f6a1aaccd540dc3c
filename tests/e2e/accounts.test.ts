import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

const suite = useBrowserSuite();

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

async function signUpInBrowser(email: string, password: string) {
  await suite.page.goto(suite.server.baseUrl);
  await suite.page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Create an Account' });
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Fields');
  await dialog.getByLabel('Email').fill(email);
  await expect.poll(() => dialog.getByText('This email is available.').isVisible()).toBe(true);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await suite.page.waitForURL('**/profile');
}

const TOO_COMMON = 'This password is too common. Please choose a different one.';

/** The message a form field announces: the element its aria-describedby names. */
async function fieldMessage(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const describedBy = await field.getAttribute('aria-describedby');
  return suite.page.locator(`[id="${describedBy}"]`).textContent();
}

describe('accounts in the browser', () => {
  it('signs up, verifies from the outbox, logs out and logs in again', async () => {
    await suite.page.goto(suite.server.baseUrl);
    await expect
      .poll(() => suite.page.getByRole('link', { name: 'Plumbing Services' }).count())
      .toBe(1);
    await expectAccessible(suite.page);

    const email = 'robin.fields@example.com';
    await signUpInBrowser(email, 'garden-path-42');
    await expect
      .poll(() => suite.page.getByRole('heading', { name: 'My Profile' }).isVisible())
      .toBe(true);
    await expect.poll(() => suite.page.getByText('Not verified').isVisible()).toBe(true);
    await expectAccessible(suite.page);

    const mail = await suite.server.waitForMail(
      (m) => m.to === email && /confirm/i.test(m.subject),
    );
    const link = linkIn(mail.text);
    expect(link).toContain('verify');
    await suite.page.goto(link);
    await expect.poll(() => toasts(suite.page).getByText('Email verified').isVisible()).toBe(true);
    expect(suite.page.url()).toBe(`${suite.server.baseUrl}/`);

    // The same e-mail opened again: the account is verified, which is said so, not as an error.
    await suite.page.goto(link);
    await expect
      .poll(() => toasts(suite.page).getByText('Email already verified').isVisible())
      .toBe(true);
    expect(await toasts(suite.page).getByText('Verification failed').count()).toBe(0);
    await expectAccessible(suite.page);

    await suite.page.goto(`${suite.server.baseUrl}/profile`);
    await expect
      .poll(() => suite.page.getByText('Verified', { exact: true }).isVisible())
      .toBe(true);
    // A customer without a business: customer wording, nothing about answering requests.
    await expect
      .poll(() =>
        suite.page.getByText('Request quotes and message businesses at no cost.').isVisible(),
      )
      .toBe(true);
    expect(await suite.page.getByText(/your businesses|answer quote requests/i).count()).toBe(0);
    expect(await suite.page.getByRole('switch', { name: 'Quote request e-mails' }).count()).toBe(0);

    await suite.page.getByRole('banner').getByRole('button', { name: /Robin/ }).click();
    await expect
      .poll(() => suite.page.getByRole('menuitem', { name: /My Quotes/ }).isVisible())
      .toBe(true);
    expect(await suite.page.getByRole('menuitem', { name: /Vendor Quotes/ }).count()).toBe(0);
    await suite.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect
      .poll(() =>
        suite.page.getByRole('banner').getByRole('button', { name: 'Log In' }).isVisible(),
      )
      .toBe(true);

    await suite.page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const login = suite.page.getByRole('dialog', { name: 'Log In to Your Account' });
    await expectAccessible(suite.page);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill('garden-path-42');
    await login.getByRole('button', { name: 'Log In' }).click();
    await suite.page.waitForURL('**/profile');
    await expect
      .poll(() => suite.page.getByText('robin.fields@example.com').isVisible())
      .toBe(true);
  });

  it('signs out on every device from the profile, after asking', async () => {
    const { email } = await createUser(suite.server.app.db, { firstName: 'Noor' });
    const laptop = await suite.signedInPage(email);
    await suite.signIn(email);
    await suite.page.goto(`${suite.server.baseUrl}/profile`);
    await suite.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = suite.page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectAccessible(suite.page);
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();

    await suite.page.waitForURL(`${suite.server.baseUrl}/`);
    const signedOut = (page: typeof laptop) =>
      page.getByRole('banner').getByRole('button', { name: 'Log In' }).first().isVisible();
    await expect.poll(() => signedOut(suite.page)).toBe(true);
    // The other device's session ended with it: its next page load is a visitor's.
    await laptop.goto(`${suite.server.baseUrl}/`);
    await expect.poll(() => signedOut(laptop)).toBe(true);
  });

  it('says at the password field when a new password is too common, and creates no account', async () => {
    await suite.page.goto(suite.server.baseUrl);
    await suite.page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = suite.page.getByRole('dialog', { name: 'Create an Account' });
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Last name').fill('Common');
    await dialog.getByLabel('Email').fill('pat.common@example.com');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Password123');
    await dialog.getByLabel('Confirm password').fill('Password123');
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => fieldMessage(password)).toBe(TOO_COMMON);
    expect(await dialog.isVisible()).toBe(true);
    const check = await suite.page.request.get(
      `${suite.server.baseUrl}/api/check-email/pat.common%40example.com`,
    );
    expect(await check.json()).toEqual({ exists: false });
  });

  it('shows the login error from the server', async () => {
    await suite.page.goto(suite.server.baseUrl);
    await suite.page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const login = suite.page.getByRole('dialog', { name: 'Log In to Your Account' });
    await login.getByLabel('Email').fill('nobody@example.com');
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toasts(suite.page).getByText('Login failed').isVisible()).toBe(true);
    await expect
      .poll(() => toasts(suite.page).getByText('Invalid email or password').isVisible())
      .toBe(true);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const email = 'forgetful@example.com';
    await signUpInBrowser(email, 'first-password-1');
    await suite.page.getByRole('button', { name: 'Log Out' }).click();
    await expect
      .poll(() =>
        suite.page.getByRole('banner').getByRole('button', { name: 'Log In' }).isVisible(),
      )
      .toBe(true);

    await suite.page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await suite.page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = suite.page.getByRole('dialog', { name: 'Forgot Your Password?' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() =>
        forgot.getByText('Password reset email sent. Please check your inbox.').isVisible(),
      )
      .toBe(true);

    const mail = await suite.server.waitForMail((m) => m.to === email && /reset/i.test(m.subject));
    await suite.page.goto(linkIn(mail.text));
    const reset = suite.page.getByRole('dialog', { name: 'Reset Your Password' });
    await expect.poll(() => reset.isVisible()).toBe(true);
    expect(suite.page.url()).not.toContain('token=');
    const newPassword = reset.getByLabel('New password', { exact: true });
    await newPassword.fill('letmein1');
    await reset.getByLabel('Confirm new password').fill('letmein1');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => fieldMessage(newPassword)).toBe(TOO_COMMON);
    await newPassword.fill('second-password-2');
    await reset.getByLabel('Confirm new password').fill('second-password-2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => reset.getByText(/Password has been reset successfully/).isVisible())
      .toBe(true);
    expect(await reset.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);

    const login = suite.page.getByRole('dialog', { name: 'Log In to Your Account' });
    await expect.poll(() => login.isVisible(), { timeout: 6000 }).toBe(true);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill('second-password-2');
    await login.getByRole('button', { name: 'Log In' }).click();
    await suite.page.waitForURL('**/profile');
  });

  it('shows the 404 page for an unknown address, at phone width', async () => {
    await suite.page.setViewportSize({ width: 390, height: 844 });
    await suite.page.goto(`${suite.server.baseUrl}/no/such/page`);
    await expect
      .poll(() => suite.page.getByRole('heading', { name: '404 Page Not Found' }).isVisible())
      .toBe(true);
    await expectAccessible(suite.page);
    const scrollWidth = await suite.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
