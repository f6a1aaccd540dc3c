import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS_PER_DAY, type CompanyQuestion } from '@/contract/company-question';
import type { AppNotification } from '@/contract/notification';
import { createCompany, createUser } from '../support/factories';
import { loggedIn, signInAs } from '../support/sessions';
import { createBuiltApp, createTestApp, type Agent, type TestApp } from '../support/test-app';

/** Questions and answers on a company page (docs/decisions/101), through the API. */

const ADMIN_EMAIL = 'questions.admin@example.com';
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([ADMIN_EMAIL]) });
  const user = await createUser(t.app.db, { email: ADMIN_EMAIL });
  admin = await signInAs(t.app.db, t.agent(), user.id);
});
afterAll(async () => t.close());

/** A company with its signed-in owner, and a signed-in customer. */
async function companyAndCustomer(customer: Parameters<typeof createUser>[1] = {}) {
  const owner = await loggedIn(t, { firstName: 'Olive' });
  const company = await createCompany(t.app.db, {
    ownerId: owner.user.id,
    name: 'Harbor Plumbing',
  });
  const asker = await loggedIn(t, { firstName: 'Riley', ...customer });
  return { owner, company, asker };
}

const ask = (agent: Agent, companyId: number, body: unknown) =>
  agent.post(`/api/companies/${companyId}/questions`, { body });
const answer = (agent: Agent, questionId: number, body: unknown) =>
  agent.request({ method: 'PUT', url: `/api/questions/${questionId}/answer`, payload: { body } });
const remove = (agent: Agent, questionId: number) =>
  agent.request({ method: 'DELETE', url: `/api/questions/${questionId}` });
const list = async (agent: Agent, companyId: number) => {
  const response = await agent.get(`/api/companies/${companyId}/questions`);
  expect(response.statusCode).toBe(200);
  return response.json<CompanyQuestion[]>();
};
const bodies = async (agent: Agent, companyId: number) =>
  (await list(agent, companyId)).map((q) => q.body);

describe('questions on a company page', () => {
  it('are asked by a signed-in user, seen by the asker and the business until answered, then by everyone', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const other = await loggedIn(t);

    const asked = await ask(asker.agent, company.id, '  Do you fix tankless water heaters?  ');
    expect(asked.statusCode).toBe(201);
    const question = asked.json<CompanyQuestion>();
    expect(question).toMatchObject({
      companyId: company.id,
      askerId: asker.user.id,
      askerFirstName: 'Riley',
      body: 'Do you fix tankless water heaters?',
      answer: null,
    });

    expect(await bodies(asker.agent, company.id)).toEqual([question.body]);
    expect(await bodies(owner.agent, company.id)).toEqual([question.body]);
    expect(await bodies(other.agent, company.id)).toEqual([]);
    expect(await bodies(t.agent(), company.id)).toEqual([]);

    const answered = await answer(owner.agent, question.id, 'Yes, every make.');
    expect(answered.statusCode).toBe(200);
    const first = answered.json<CompanyQuestion>().answer!;
    expect(first).toMatchObject({ body: 'Yes, every make.', companyName: 'Harbor Plumbing' });
    for (const agent of [t.agent(), other.agent, asker.agent, owner.agent]) {
      expect((await list(agent, company.id))[0]!.answer).toEqual(first);
    }

    // The business edits its answer: the first answer's date stays.
    const edited = await answer(owner.agent, question.id, 'Yes, every make, same week.');
    expect(edited.json<CompanyQuestion>().answer).toMatchObject({
      body: 'Yes, every make, same week.',
      createdAt: first.createdAt,
    });
    expect((await list(t.agent(), company.id))[0]!.answer!.body).toBe(
      'Yes, every make, same week.',
    );
  });

  it('are listed to the business unanswered first', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const ids: number[] = [];
    for (const body of ['First?', 'Second?', 'Third?']) {
      ids.push((await ask(asker.agent, company.id, body)).json<CompanyQuestion>().id);
    }
    await answer(owner.agent, ids[2]!, 'Answered.');
    expect(await bodies(owner.agent, company.id)).toEqual(['Second?', 'First?', 'Third?']);
    expect(await bodies(t.agent(), company.id)).toEqual(['Third?']);
  });

  it("stay with the business while an admin hides it, and leave everyone else's view", async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const ids: number[] = [];
    for (const body of ['Open late?', 'Parking?']) {
      ids.push((await ask(asker.agent, company.id, body)).json<CompanyQuestion>().id);
    }
    await answer(owner.agent, ids[0]!, 'Until 9.');
    const hidden = await admin.post(`/api/admin/companies/${company.id}/hide`, {
      reason: 'Checking the listing',
    });
    expect(hidden.statusCode).toBe(200);

    expect(await bodies(owner.agent, company.id)).toEqual(['Parking?', 'Open late?']);
    expect(await bodies(asker.agent, company.id)).toEqual([]);
    expect(await bodies(t.agent(), company.id)).toEqual([]);
  });

  it('are answered by the business only', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const otherOwner = await loggedIn(t);
    await createCompany(t.app.db, { ownerId: otherOwner.user.id });
    const id = (await ask(asker.agent, company.id, 'Weekends?')).json<CompanyQuestion>().id;

    for (const agent of [asker.agent, otherOwner.agent]) {
      const refused = await answer(agent, id, 'Sure!');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only the business can answer questions about it.');
    }
    expect((await answer(t.agent(), id, 'Sure!')).statusCode).toBe(401);
    const unknown = await answer(owner.agent, 2_000_000_000, 'Hello?');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Question not found');
    expect((await list(owner.agent, company.id))[0]!.answer).toBeNull();

    // Nor does an owner ask its own business.
    const own = await ask(owner.agent, company.id, 'Am I open?');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('You cannot ask your own business a question.');
  });

  it('are deleted by their asker while unanswered, and not after', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const other = await loggedIn(t);
    const first = (await ask(asker.agent, company.id, 'Free estimates?')).json<CompanyQuestion>();
    const second = (await ask(asker.agent, company.id, 'Licensed?')).json<CompanyQuestion>();

    for (const agent of [other.agent, owner.agent]) {
      const refused = await remove(agent, first.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only its asker can delete a question.');
    }
    expect((await remove(asker.agent, first.id)).statusCode).toBe(204);
    expect((await remove(asker.agent, first.id)).statusCode).toBe(404);

    await answer(owner.agent, second.id, 'Yes, CA licence 123.');
    const answered = await remove(asker.agent, second.id);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error).toBe('An answered question cannot be deleted.');
    expect(await bodies(t.agent(), company.id)).toEqual(['Licensed?']);
  });

  it.each([
    [{ body: '' }, 'Write a question.'],
    [{ body: '  \n ' }, 'Write a question.'],
    [{}, 'Write a question.'],
    [{ body: 'x'.repeat(501) }, 'Questions can be at most 500 characters.'],
  ])('refuse the body %j with "%s"', async (payload, message) => {
    const { company, asker } = await companyAndCustomer();
    const response = await asker.agent.post(`/api/companies/${company.id}/questions`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { body: message } });
    expect(await bodies(asker.agent, company.id)).toEqual([]);
  });

  it('refuse blocked words in questions and answers', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const word = `scamword${Date.now()}`;
    expect((await admin.post('/api/admin/blocked-words', { word })).statusCode).toBe(201);

    const refused = await ask(asker.agent, company.id, `Is this a ${word.toUpperCase()}?`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Your text contains a word that is not allowed on QuoteLocal. Please rephrase it.',
    );
    const id = (await ask(asker.agent, company.id, 'Honest prices?')).json<CompanyQuestion>().id;
    const badAnswer = await answer(owner.agent, id, `No ${word} here`);
    expect(badAnswer.statusCode).toBe(400);
    expect((await list(owner.agent, company.id)).map((q) => q.answer)).toEqual([null]);
  });

  it('hold at most the daily limit per asker when asked all at once', async () => {
    const { company, asker } = await companyAndCustomer();
    const answers = await Promise.all(
      Array.from({ length: QUESTIONS_PER_DAY + 3 }, (_, i) =>
        ask(asker.agent, company.id, `Question ${i}?`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(QUESTIONS_PER_DAY).fill(201),
      ...Array<number>(3).fill(409),
    ]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      `You can ask at most ${QUESTIONS_PER_DAY} questions a day. Try again tomorrow.`,
    );
    expect(await list(asker.agent, company.id)).toHaveLength(QUESTIONS_PER_DAY);
  });

  it('tell the asker once, in the bell and by e-mail in their language', async () => {
    const { owner, company, asker } = await companyAndCustomer({ locale: 'es' });
    const id = (
      await ask(asker.agent, company.id, '¿Trabajan los domingos?')
    ).json<CompanyQuestion>().id;
    const ownerBell = (await owner.agent.get('/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;
    expect(ownerBell[0]).toMatchObject({
      kind: 'question',
      title: 'New question about Harbor Plumbing',
      body: '¿Trabajan los domingos?',
      link: `/companies/${company.id}#questions`,
    });

    await answer(owner.agent, id, 'Sí, con cita.');
    const mail = await t.waitForMail((m) => m.to === asker.user.email);
    expect(mail.subject).toBe('Harbor Plumbing respondió a tu pregunta');
    expect(mail.text).toContain('¿Trabajan los domingos?');
    expect(mail.text).toContain('Sí, con cita.');
    expect(mail.text).toContain(`${t.config.appUrl}/companies/${company.id}#questions`);
    const bell = (await asker.agent.get('/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;
    expect(bell.map((n) => [n.kind, n.title])).toEqual([
      ['question_answer', 'Harbor Plumbing answered your question'],
    ]);

    // An edit tells no one again.
    await answer(owner.agent, id, 'Sí, con cita previa.');
    const { rows } = await t.app.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'deliver.email' AND data->>'to' = ${asker.user.email}`);
    expect(rows[0]!.n).toBe(1);
    const after = (await asker.agent.get('/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;
    expect(after).toHaveLength(1);
  });
});

describe('reporting questions and answers', () => {
  it('reaches the admin queue; a hidden question leaves the page, a hidden answer its question too', async () => {
    const { owner, company, asker } = await companyAndCustomer();
    const reporter = await loggedIn(t);
    const first = (await ask(asker.agent, company.id, 'Rude question?')).json<CompanyQuestion>();
    const second = (await ask(asker.agent, company.id, 'Fair question?')).json<CompanyQuestion>();
    const report = (agent: Agent, targetType: string, targetId: number) =>
      agent.post('/api/reports', { targetType, targetId, reason: 'offensive' });

    // Unanswered, a question is its asker's and the business's only: nobody else reports it.
    expect((await report(reporter.agent, 'question', first.id)).statusCode).toBe(404);
    const spam = (await ask(asker.agent, company.id, 'Spam question?')).json<CompanyQuestion>();
    expect((await report(owner.agent, 'question', spam.id)).statusCode).toBe(201);
    expect((await remove(asker.agent, spam.id)).statusCode).toBe(204);
    await answer(owner.agent, first.id, 'Fine answer.');
    await answer(owner.agent, second.id, 'Rude answer.');

    // Nobody reports their own: the asker their question, the owner its answer.
    expect((await report(asker.agent, 'question', first.id)).statusCode).toBe(404);
    expect((await report(owner.agent, 'answer', second.id)).statusCode).toBe(404);
    const onQuestion = await report(reporter.agent, 'question', first.id);
    expect(onQuestion.statusCode).toBe(201);
    const onAnswer = await report(reporter.agent, 'answer', second.id);
    expect(onAnswer.statusCode).toBe(201);

    const queue = await admin.get('/api/admin/reports?type=question');
    expect(
      queue.json().reports.find((r: { id: number }) => r.id === onQuestion.json().id).item,
    ).toMatchObject({
      type: 'question',
      id: first.id,
      exists: true,
      title: `Question to Harbor Plumbing, asked by Riley ${asker.user.lastName}`,
      text: 'Rude question?',
      hidden: false,
      responsibleUserId: asker.user.id,
    });
    const answers = await admin.get('/api/admin/reports?type=answer');
    expect(
      answers.json().reports.find((r: { id: number }) => r.id === onAnswer.json().id).item,
    ).toMatchObject({
      type: 'answer',
      text: 'Rude answer.',
      responsibleUserId: owner.user.id,
    });

    const reason = { reason: 'Insulting' };
    const hidden = await admin.post(`/api/admin/questions/${first.id}/hide`, {
      ...reason,
      reportId: onQuestion.json().id,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ entry: { action: 'question.hide' }, resolvedReports: 1 });
    expect((await admin.post(`/api/admin/questions/${first.id}/hide`, reason)).statusCode).toBe(
      409,
    );
    const answerHidden = await admin.post(`/api/admin/answers/${second.id}/hide`, reason);
    expect(answerHidden.json()).toMatchObject({
      entry: { action: 'answer.hide' },
      resolvedReports: 1,
    });

    // Off the public page; the business sees the question with its answer hidden, and cannot rewrite it.
    expect(await bodies(t.agent(), company.id)).toEqual([]);
    expect((await list(owner.agent, company.id)).map((q) => [q.body, q.answer])).toEqual([
      ['Fair question?', null],
    ]);
    const rewrite = await answer(owner.agent, second.id, 'Nicer answer.');
    expect(rewrite.statusCode).toBe(409);
    expect(rewrite.json().error).toBe('A moderator hid this answer. It cannot be changed.');

    expect((await admin.post(`/api/admin/answers/${second.id}/restore`, reason)).statusCode).toBe(
      200,
    );
    expect((await admin.post(`/api/admin/questions/${first.id}/restore`, reason)).statusCode).toBe(
      200,
    );
    expect(await bodies(t.agent(), company.id)).toEqual(['Fair question?', 'Rude question?']);
    expect((await admin.post(`/api/admin/answers/${2_000_000_000}/hide`, reason)).statusCode).toBe(
      404,
    );
  });
});

describe('the rendered company page', () => {
  let built: TestApp;
  beforeAll(async () => {
    built = await createBuiltApp();
  });
  afterAll(async () => built.close());

  /** The page's JSON-LD blocks, parsed. */
  const structuredData = (html: string): unknown[] =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );

  it('shows the answered questions, in English and Spanish, and names them in a FAQPage', async () => {
    const owner = await loggedIn(built, { firstName: 'Olive' });
    const company = await createCompany(built.app.db, {
      ownerId: owner.user.id,
      name: 'Rendered Plumbing',
    });
    const asker = await loggedIn(built, { firstName: 'Riley' });
    const answered = (
      await ask(asker.agent, company.id, 'Do you clear roots from sewer lines?')
    ).json<CompanyQuestion>();
    await ask(asker.agent, company.id, 'Still waiting for this one?');
    await answer(owner.agent, answered.id, 'Yes, with a hydro jetter.');

    const page = await built.agent().get(`/companies/${company.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Questions &amp; answers');
    expect(page.body).toContain('Do you clear roots from sewer lines?');
    expect(page.body).toContain('Yes, with a hydro jetter.');
    expect(page.body).not.toContain('Still waiting for this one?');
    expect(structuredData(page.body)).toEqual([
      [
        expect.objectContaining({ '@type': 'LocalBusiness', name: 'Rendered Plumbing' }),
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'Do you clear roots from sewer lines?',
              dateCreated: answered.createdAt,
              acceptedAnswer: {
                '@type': 'Answer',
                text: 'Yes, with a hydro jetter.',
                dateCreated: expect.any(String),
              },
            },
          ],
        },
      ],
    ]);

    const spanish = await built.agent().get(`/es/companies/${company.id}`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('Preguntas y respuestas');
    expect(spanish.body).toContain('Respuesta de Rendered Plumbing');
    expect(spanish.body).toContain('Yes, with a hydro jetter.');
  });
});
