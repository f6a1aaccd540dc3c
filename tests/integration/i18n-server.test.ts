import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/contract/locale';
import { LOCALE_CHOICE_INVALID } from '@/contract/user';
import { users } from '@/server/db/schema';
import { ES_MESSAGES } from '@/server/platform/i18n/es';
import { companiesWithOwners, quoteToNewBusinesses } from '../support/businesses';
import { inDays } from '../support/dates';
import { createCompany, createUser } from '../support/factories';
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

describe('API messages in the caller’s language', () => {
  const wrongLogin = (headers: Record<string, string> = {}) =>
    t.agent().request({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });

  it('English by default: the same answer, byte for byte, with no language header', async () => {
    const asked: Array<Record<string, string>> = [
      {},
      { 'accept-language': 'fr-FR,de;q=0.8' },
      { cookie: 'ql_locale=en' },
    ];
    for (const headers of asked) {
      const response = await wrongLogin(headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(
        '{"error":"Invalid email or password","message":"Invalid email or password"}',
      );
      expect(response.headers['content-language']).toBeUndefined();
    }
  });

  it('a wrong password in Spanish, asked by Accept-Language or by the cookie: same status and shape', async () => {
    const asked: Array<Record<string, string>> = [
      { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      { cookie: 'ql_locale=es' },
    ];
    for (const headers of asked) {
      const response = await wrongLogin(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Correo electrónico o contraseña incorrectos',
        message: 'Correo electrónico o contraseña incorrectos',
      });
      expect(response.headers['content-language']).toBe('es');
    }
  });

  it('the cookie beats Accept-Language', async () => {
    const response = await wrongLogin({ cookie: 'ql_locale=en', 'accept-language': 'es' });
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('validation errors (the contract’s zod messages) in Spanish, fields too', async () => {
    const response = await t.agent().request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'es' },
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'not-an-address',
        password: 'short',
        confirmPassword: 'short',
        terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields.email).toBe('El correo electrónico no es válido');
    expect(body.fields.password).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(Object.values(body.fields)).toContain(body.message);
  });

  it('a signed-in person with no cookie gets their saved language, whatever the browser asks', async () => {
    const { agent, user } = await loggedIn(t, { locale: 'es' });
    const other = await createOtherUser();
    const response = await agent.request({
      method: 'PUT',
      url: `/api/users/${other}`,
      headers: { 'accept-language': 'en-US' },
      payload: { emailNotifications: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Solo puedes cambiar tu propia configuración.');
    // This browser's choice (the cookie) wins over the account's.
    agent.cookies.set(LOCALE_COOKIE, 'en');
    const english = await agent.request({
      method: 'PUT',
      url: `/api/users/${other}`,
      payload: { emailNotifications: true },
    });
    expect(english.json().message).toBe('You can only change your own settings.');
    expect(user.locale).toBe('es');
  });

  it('a success notice in Spanish (the reset e-mail is on its way)', async () => {
    const response = await t.agent().request({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'accept-language': 'es' },
      payload: { email: 'nobody.here@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message:
        'Te enviamos un correo para restablecer la contraseña. Revisa tu bandeja de entrada.',
    });
  });

  it('every catalog key is still an English message somewhere in src/ (no dead translation)', async () => {
    const sources = await allSources();
    const dead = Object.keys(ES_MESSAGES).filter(
      (key) => !sources.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
    );
    expect(dead).toEqual([]);
  });
});

describe('texts the server writes for a screen, in the reader’s language', () => {
  it('a conversation’s preview of an estimate: "Envió un presupuesto" in Spanish, English unchanged', async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Lucía',
      quoteName: 'Fontanería del baño',
      description: 'Replace the bathroom sink and fix the leaking pipe under it, please. '.repeat(
        2,
      ),
      companies: [{ name: 'Baño Pros', zip: '94110' }],
    });
    const vendor = vendors[0]!;
    const sent = await vendor.agent.post(
      `/api/quotes/${quoteId}/companies/${vendor.company.id}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 45_000,
        includes: 'Labour and materials as described, and clean-up afterwards.',
        earliestStart: inDays(2),
        validUntil: inDays(30),
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    /** The two lists' previews, each side's browser set to `language`. */
    const previews = async (language: 'en' | 'es') => {
      customer.agent.cookies.set(LOCALE_COOKIE, language);
      vendor.agent.cookies.set(LOCALE_COOKIE, language);
      const conversations = await customer.agent.get(`/api/quotes/${quoteId}/conversations`);
      const inbox = await vendor.agent.get('/api/vendor-quotes');
      return [
        conversations.json()[0].lastMessage.message,
        inbox.json().find((r: { quoteId: number }) => r.quoteId === quoteId).lastMessage.message,
      ];
    };
    expect(await previews('es')).toEqual(['Envió un presupuesto', 'Envió un presupuesto']);
    expect(await previews('en')).toEqual(['Sent an estimate', 'Sent an estimate']);
  });

  it('the admin dashboard’s recent activity: "Ana López se registró" in Spanish, English unchanged', async () => {
    const admin = await loggedIn(t, { email: 'admin@example.com' });
    // Later than anything else, so it is the first line.
    await createUser(t.app.db, {
      firstName: 'Ana',
      lastName: 'López',
      createdAt: new Date('2100-01-01T00:00:00Z'),
    });
    const firstLine = async (language: 'en' | 'es') => {
      admin.agent.cookies.set(LOCALE_COOKIE, language);
      const stats = await admin.agent.get('/api/admin/stats');
      expect(stats.statusCode, stats.body).toBe(200);
      return stats.json().recentActivity[0].text;
    };
    expect(await firstLine('es')).toBe('Ana López se registró');
    expect(await firstLine('en')).toBe('Ana López signed up');
  });

  it('the insights CSV’s headings: Spanish for an owner who reads Spanish, English unchanged', async () => {
    const [owner] = await companiesWithOwners(t, [{ zip: '94110' }]);
    const headings = async (language: 'en' | 'es') => {
      owner!.agent.cookies.set(LOCALE_COOKIE, language);
      const csv = await owner!.agent.get(`/api/companies/${owner!.company.id}/insights.csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      return csv.body.split('\r\n')[0]!.split(',').slice(0, 3);
    };
    expect(await headings('es')).toEqual([
      'Semana que empieza',
      'Apariciones en búsquedas',
      'Visitas al perfil',
    ]);
    expect(await headings('en')).toEqual([
      'Week starting',
      'Appearances in search',
      'Profile views',
    ]);
  });

  it('a new draft’s name is the customer’s language’s: "Nueva solicitud de presupuesto"', async () => {
    const company = await createCompany(t.app.db, { zip: '94110' });
    const nameOfNewDraft = async (language: 'en' | 'es') => {
      const { agent } = await loggedIn(t);
      agent.cookies.set(LOCALE_COOKIE, language);
      const created = await agent.post('/api/quotes', { companyIds: [company.id] });
      expect(created.statusCode, created.body).toBe(201);
      return (await agent.get(`/api/quotes/${created.json().id}`)).json().quoteName;
    };
    expect(await nameOfNewDraft('es')).toBe('Nueva solicitud de presupuesto');
    expect(await nameOfNewDraft('en')).toBe('New quote request');
  });
});

async function createOtherUser(): Promise<number> {
  const { user } = await loggedIn(t);
  return user.id;
}

/** Every TypeScript file of src/ but the catalogs themselves. */
async function allSources(): Promise<string[]> {
  const root = join(process.cwd(), 'src');
  const files = (await readdir(root, { recursive: true })).filter(
    (f) =>
      f.endsWith('.ts') &&
      !f.includes(`platform${sep}i18n${sep}`) &&
      f !== join('contract', 'messages-es.ts'),
  );
  return Promise.all(files.map((f) => readFile(join(root, f), 'utf8')));
}

describe('e-mails in the recipient’s saved language', () => {
  it('the verification e-mail of a sign-up in Spanish is in Spanish; an English one is unchanged', async () => {
    const visitor = t.agent();
    visitor.cookies.set(LOCALE_COOKIE, 'es');
    const { email } = await signUpWith(visitor);
    const mail = await t.waitForMail((m) => m.to === email);
    expect(mail.subject).toBe('Confirma tu correo electrónico de QuoteLocal');
    expect(mail.text).toMatch(/^Hola, Lucía:\n\n¡Te damos la bienvenida a QuoteLocal!/);
    expect(mail.html).toContain('Verificar mi correo');

    const english = await signUp(t);
    const englishMail = await t.waitForMail((m) => m.to === english.email);
    expect(englishMail.subject).toBe('Confirm your QuoteLocal e-mail address');
    expect(englishMail.text).toMatch(/^Hi Dana,\n\nWelcome to QuoteLocal!/);
  });

  it('a language saved on the account is used for an e-mail asked for from another browser with no cookie', async () => {
    const { agent, email } = await signUp(t);
    await agent.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'es' } });
    // Another browser, which asks for English and has no cookie: the e-mail follows the account.
    const response = await t.agent().request({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'accept-language': 'en-US' },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password reset email sent. Please check your inbox.');
    const mail = await t.waitForMail((m) => m.to === email && /contraseña/.test(m.subject));
    expect(mail.subject).toBe('Restablece tu contraseña de QuoteLocal');
    expect(mail.text).toContain('Si no lo pediste, puedes ignorar este correo.');
  });
});

async function signUpWith(agent: ReturnType<TestApp['agent']>) {
  const email = `lucia.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const response = await agent.post('/api/auth/signup', {
    firstName: 'Lucía',
    lastName: 'Gómez',
    email,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    terms: true,
  });
  expect(response.statusCode).toBe(201);
  return { email };
}

describe('a quote request e-mail in the business owner’s language', () => {
  it('is in Spanish for an owner who speaks it, whatever language the customer asks in', async () => {
    const owner = await createUser(t.app.db, { locale: 'es', firstName: 'Jorge' });
    const company = await createCompany(t.app.db, { ownerId: owner.id, name: 'Pintores Jorge' });
    const { agent } = await loggedIn(t);
    const { id: quoteId } = (await agent.post('/api/quotes', { companyIds: [company.id] })).json();
    const submitted = await agent.post(`/api/quotes/${quoteId}/submit`, {
      description: 'Paint the living room and the hallway, two coats, walls only. '.repeat(3),
      jobZip: '94110',
    });
    expect(submitted.statusCode).toBe(200);
    const mail = await t.waitForMail((m) => m.to === owner.email);
    expect(mail.subject).toMatch(/^Nueva solicitud de presupuesto para Pintores Jorge: /);
    expect(mail.text).toMatch(/^Hola, Jorge: Casey quiere un presupuesto de Pintores Jorge\./);
    expect(mail.html).toContain('Abrir mi bandeja de negocio');
  });
});

describe('an estimate e-mail in the customer’s language', () => {
  it('is in Spanish for a customer who chose Spanish, sent by a business that did not', async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Lucía',
      quoteName: 'Fontanería de la cocina',
      description:
        'Replace the kitchen sink, connect the dishwasher and fix a leaking pipe. '.repeat(2),
      companies: [{ name: 'Pipe Pros', zip: '94110' }],
    });
    await customer.agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    const vendor = vendors[0]!;
    const sent = await vendor.agent.post(
      `/api/quotes/${quoteId}/companies/${vendor.company.id}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 120_000,
        includes: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
        earliestStart: inDays(3),
        validUntil: inDays(30),
      },
    );
    expect(sent.statusCode).toBe(201);
    const mail = await t.waitForMail(
      (m) => m.to === customer.user.email && /presupuesto/.test(m.subject),
      20_000,
    );
    expect(mail.subject).toBe('Pipe Pros te envió un presupuesto para "Fontanería de la cocina"');
    expect(mail.text).toContain('Precio fijo: $1,200');
    expect(mail.text).toMatch(/^Hola, Lucía:/);
  });
});

describe('a withdrawn request’s e-mail in the business owner’s language', () => {
  it('tells an owner who speaks Spanish, in Spanish, with the reason in Spanish', async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Wendy',
      quoteName: 'Fence repair',
      description:
        'Repair twelve feet of wooden fence blown down by the storm, posts included. '.repeat(2),
      companies: [{ name: 'Cercas Ramos', zip: '94110' }],
    });
    const owner = vendors[0]!;
    await owner.agent.request({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'es' } });
    const response = await customer.agent.post(`/api/quotes/${quoteId}/withdraw`, {
      reason: 'hired_elsewhere',
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.waitForMail(
      (m) => m.to === owner.user.email && /cerró/.test(m.subject),
      20_000,
    );
    expect(mail.subject).toBe('Wendy cerró "Fence repair"');
    expect(mail.text).toContain('Su motivo: Contraté a alguien fuera de QuoteLocal.');
  });
});
