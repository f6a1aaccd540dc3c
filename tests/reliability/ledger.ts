import pg from 'pg';

export interface AckedQuote {
  userId: number;
  companyIds: number[];
  /** Image ids whose upload was answered 201. */
  imageIds: number[];
  /** Whether the submit was answered 200. */
  submitted: boolean;
}

export interface AckedMessage {
  id: number;
  quoteId: number;
  companyId: number;
  senderId: number;
  recipientId: number;
  text: string;
  /** When the request was sent, in ms since the run started. */
  sentAt: number;
}

/** Every write the server acknowledged (answered 2xx) during a run: what must never be lost. */
export class Ledger {
  readonly signups = new Map<string, number>();
  readonly quotes = new Map<number, AckedQuote>();
  readonly messages = new Map<number, AckedMessage>();
}

/**
 * Compares the database with the ledger, and checks that nothing of the run is half-made, whether
 * it was acknowledged or not (a crash can land between any two statements). `userIds` are the
 * run's users. Returns one line per problem; none means every acknowledged write is there, whole.
 */
export async function verifyLedger(
  databaseUrl: string,
  ledger: Ledger,
  userIds: number[],
): Promise<string[]> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  const problems: string[] = [];
  const rows = async <T>(text: string, values: unknown[]): Promise<T[]> =>
    (await client.query(text, values)).rows as T[];
  try {
    const emails = [...ledger.signups.keys()];
    const found = await rows<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      emails,
    ]);
    const present = new Set(found.map((r) => r.email));
    for (const email of emails) {
      if (!present.has(email)) problems.push(`acknowledged signup ${email} is missing`);
    }

    const quotes = await rows<{
      id: number;
      user_id: number;
      status: string;
      company_ids: number[];
      image_ids: number[];
    }>(
      `SELECT q.id, q.user_id, q.status,
         ARRAY(SELECT company_id FROM quote_companies WHERE quote_id = q.id ORDER BY company_id) AS company_ids,
         ARRAY(SELECT id FROM quote_images WHERE quote_id = q.id) AS image_ids
       FROM quotes q WHERE q.id = ANY($1)`,
      [[...ledger.quotes.keys()]],
    );
    const quoteById = new Map(quotes.map((q) => [q.id, q]));
    for (const [id, acked] of ledger.quotes) {
      const quote = quoteById.get(id);
      if (!quote) {
        problems.push(`acknowledged quote ${id} is missing`);
        continue;
      }
      const companies = [...acked.companyIds].sort((a, b) => a - b).join(',');
      if (quote.user_id !== acked.userId || quote.company_ids.join(',') !== companies) {
        problems.push(
          `quote ${id}: user ${quote.user_id}, companies [${quote.company_ids.join(',')}]; acknowledged user ${acked.userId}, companies [${companies}]`,
        );
      }
      for (const imageId of acked.imageIds) {
        if (!quote.image_ids.includes(imageId))
          problems.push(`acknowledged image ${imageId} of quote ${id} is missing`);
      }
      if (acked.submitted && quote.status === 'draft')
        problems.push(`acknowledged submit of quote ${id} is missing (still a draft)`);
    }

    const messages = await rows<{
      id: number;
      quote_id: number;
      company_id: number;
      sender_id: number;
      message: string;
    }>('SELECT id, quote_id, company_id, sender_id, message FROM messages WHERE id = ANY($1)', [
      [...ledger.messages.keys()],
    ]);
    const messageById = new Map(messages.map((m) => [Number(m.id), m]));
    for (const acked of ledger.messages.values()) {
      const message = messageById.get(acked.id);
      if (!message) problems.push(`acknowledged message ${acked.id} is missing`);
      else if (
        message.quote_id !== acked.quoteId ||
        message.company_id !== acked.companyId ||
        message.sender_id !== acked.senderId ||
        message.message !== acked.text
      )
        problems.push(`message ${acked.id} differs from what was acknowledged`);
    }

    problems.push(...(await halfMade(rows, userIds)));
  } finally {
    await client.end();
  }
  return problems;
}

type Rows = <T>(text: string, values: unknown[]) => Promise<T[]>;

/** Every quote of the run's users, acknowledged or not, is whole. */
async function halfMade(rows: Rows, userIds: number[]): Promise<string[]> {
  const checks: Array<[string, string]> = [
    [
      'quote without companies',
      `SELECT q.id FROM quotes q WHERE q.user_id = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM quote_companies qc WHERE qc.quote_id = q.id)`,
    ],
    [
      'submitted quote without a submission time',
      `SELECT q.id FROM quotes q WHERE q.user_id = ANY($1) AND q.status <> 'draft' AND q.submitted_at IS NULL`,
    ],
    [
      'quote in progress without a reply from a business',
      `SELECT q.id FROM quotes q WHERE q.user_id = ANY($1) AND q.status = 'in_progress'
         AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.quote_id = q.id AND m.sender_type = 'company')`,
    ],
    [
      // The e-mail to each business is enqueued in the submit's transaction.
      'submitted quote without its e-mail job to a business',
      `WITH mailed AS (
         SELECT (regexp_match(data->>'text', 'quoteId=(\\d+)&companyId=(\\d+)'))::int[] AS pair
         FROM (SELECT data FROM pgboss.job WHERE name = 'deliver.email'
               UNION ALL SELECT data FROM pgboss.archive WHERE name = 'deliver.email') jobs)
       SELECT q.id FROM quotes q
       JOIN quote_companies qc ON qc.quote_id = q.id
       JOIN companies c ON c.id = qc.company_id AND c.is_active
       JOIN users owner ON owner.id = c.owner_id AND owner.email_notifications AND owner.email_notifications_quotes
       WHERE q.user_id = ANY($1) AND q.status <> 'draft'
         AND NOT EXISTS (SELECT 1 FROM mailed WHERE pair = ARRAY[q.id, c.id])`,
    ],
  ];
  const problems: string[] = [];
  for (const [name, query] of checks) {
    for (const { id } of await rows<{ id: number }>(query, [userIds]))
      problems.push(`${name}: quote ${id}`);
  }
  return problems;
}
