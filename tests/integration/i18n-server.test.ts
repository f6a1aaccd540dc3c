import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CHOICE_INVALID, LOCALE_COOKIE } from '@/contract/locale';
import { users } from '@/server/db/schema';
import { loggedIn } from '../support/sessions';
import { createTestApp, setCookieFor, signUp, type TestApp } from '../support/test-app';

/** Issue 33, the server's side: the person's language, chosen, saved and used. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const savedLocale = async (userId: number) => {
  const [row] = await t.app.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row?.locale;
};

describe('PUT /api/me/locale', () => {
  it('signed out: sets the language cookie for a year (not HttpOnly, SameSite=Lax), nothing else', async () => {
    const agent = t.agent();
    const response = await agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const line = setCookieFor(response, LOCALE_COOKIE);
    expect(line).toMatch(/^ql_locale=es;/);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/);
  });

  it('signed in: also saves the language on the account, which /api/me then answers with', async () => {
    const { agent, user } = await loggedIn(t);
    expect((await agent.get('/api/me')).json().locale).toBe('en');
    const response = await agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    expect(response.statusCode).toBe(204);
    expect(agent.cookies.get(LOCALE_COOKIE)).toBe('es');
    expect(await savedLocale(user.id)).toBe('es');
    // Another device (no language cookie) learns the saved language from /api/me.
    agent.cookies.delete(LOCALE_COOKIE);
    expect((await agent.get('/api/me')).json().locale).toBe('es');
  });

  it('refuses a language we do not speak, or none, with a 400 naming the field', async () => {
    for (const payload of [{ locale: 'fr' }, {}, { locale: 1 }]) {
      const response = await t.agent().request({ method: 'PUT', url: '/api/me/locale', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: LOCALE_CHOICE_INVALID });
      expect(response.json().fields.locale).toBe(LOCALE_CHOICE_INVALID);
      expect(setCookieFor(response, LOCALE_COOKIE)).toBeUndefined();
    }
  });
});

describe('signing up and in', () => {
  it('a new account keeps the language the visitor chose (the cookie), which stays set', async () => {
    const { agent, user } = await signUp(t, {});
    expect(user.locale).toBe('en');
    const visitor = t.agent();
    visitor.cookies.set(LOCALE_COOKIE, 'es');
    const response = await visitor.post('/api/auth/signup', {
      firstName: 'Lucía',
      lastName: 'Gómez',
      email: `lucia.${user.id}@example.com`,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      terms: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.locale).toBe('es');
    expect(visitor.cookies.get(LOCALE_COOKIE)).toBe('es');
    expect(agent.cookies.get(LOCALE_COOKIE)).toBeUndefined();
  });

  it('with no cookie, a new account takes the language the browser asks for', async () => {
    const visitor = t.agent();
    const response = await visitor.request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `ana.${Date.now()}@example.com`,
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        terms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.locale).toBe('es');
  });

  it('signing in keeps the visitor’s language cookie', async () => {
    const { email, password } = await signUp(t);
    const visitor = t.agent();
    visitor.cookies.set(LOCALE_COOKIE, 'es');
    const response = await visitor.post('/api/auth/login', { email, password });
    expect(response.statusCode).toBe(200);
    expect(visitor.cookies.get(LOCALE_COOKIE)).toBe('es');
  });
});
