import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/server/db/client';
import { companies, sessions } from '@/server/db/schema';
import { SESSION_COOKIE } from '@/server/platform/session';
import { newSecret } from '@/server/platform/tokens';
import { createCompany, createUser, FACTORY_PASSWORD } from '../../tests/support/factories';
import { ApiClient } from './ux-http';

/** Long enough to submit (100 characters at least). */
export const DESCRIPTION =
  'The kitchen sink drains slowly and the faucet leaks at the base. Please also replace the two shut-off valves under the sink.';
export const JOB_ZIP = '94103';

export interface UxUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** `name=value` of a session made for the benchmark (as a login would make it). */
  cookie: string;
  /** The session's token alone, for a browser's cookie jar. */
  token: string;
}

export interface UxWorld {
  tag: string;
  password: string;
  /** Signs in on the login benchmark (a customer without a business: lands on My Profile). */
  visitor: UxUser;
  /** Creates, fills and submits quotes to `quoteCompany`. */
  customer: UxUser;
  quoteCompany: { id: number; name: string };
  /** The two sides of the conversations (messages, estimates) and their company. */
  chat: { customer: UxUser; business: UxUser; companyId: number };
  /** A 1 MB JPEG photo (2400 × 1800). */
  photo: Buffer;
  remove(): Promise<void>;
}

/**
 * What the user actions need, made at the start of the section so that it runs on any database
 * (the 1,000,000-company bench data or an empty one): users with sessions, six plumbing companies
 * around ZIP 94103 (what the search finds on a database without bench data), and the photo. All
 * of it is removed by `remove()`; the users' e-mails end in `-<tag>@bench.example`.
 */
export async function createUxWorld(db: Database): Promise<UxWorld> {
  const tag = `ux${Date.now().toString(36)}`;
  const made: number[] = [];
  const user = async (role: string, firstName: string, lastName: string): Promise<UxUser> => {
    const email = `${role}-${tag}@bench.example`;
    // Established accounts: a new one may submit only 5 quotes a day (docs/decisions/029), and the
    // section submits 30 or more.
    const createdAt = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const { id } = await createUser(db, { email, firstName, lastName, createdAt });
    const { token, hash } = newSecret();
    await db.insert(sessions).values({
      idHash: hash,
      userId: id,
      persistent: true,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    return { id, email, firstName, lastName, token, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const remove = async () => {
    if (made.length > 0) await db.delete(companies).where(inArray(companies.id, made));
    await db.execute(sql`DELETE FROM users WHERE email LIKE ${`%-${tag}@bench.example`}`);
  };
  try {
    const visitor = await user('visitor', 'Vera', 'Visitor');
    const customer = await user('customer', 'Cara', 'Customer');
    const chatCustomer = await user('chat-customer', 'Chad', 'Client');
    const business = await user('business', 'Bea', 'Business');
    const zips = ['94103', '94110', '94107', '94102', '94114', '94117'];
    const created = [];
    for (const [i, zip] of zips.entries()) {
      const owner = i === 0 ? business : await user(`owner${i}`, 'Owen', `Owner${i}`);
      const company = await createCompany(db, {
        ownerId: owner.id,
        name: `Bench Street Plumbing ${i + 1}`,
        description: 'Leaks, drains, water heaters and repiping, with upfront prices.',
        category: 'plumbing-services',
        subcategories: ['plumber'],
        zip,
        averageRating: 4.9 - i * 0.2,
        ratingsCount: 12 - i,
      });
      made.push(company.id);
      created.push(company);
    }
    return {
      tag,
      password: FACTORY_PASSWORD,
      visitor,
      customer,
      quoteCompany: { id: created[1]!.id, name: created[1]!.name },
      chat: { customer: chatCustomer, business, companyId: created[0]!.id },
      photo: await photo(),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** A submitted quote of the chat customer to the chat company: a conversation of its own. */
export async function submittedQuote(api: ApiClient, companyId: number, name: string) {
  const { id } = await api.json<{ id: number }>('POST', '/api/quotes', {
    companyIds: [companyId],
    quoteName: name,
  });
  await api.json('POST', `/api/quotes/${id}/submit`, { description: DESCRIPTION, jobZip: JOB_ZIP });
  return id;
}

/**
 * A photo as a phone takes it: 2400 × 1800, JPEG, about 1 MB (a smooth random picture, at the
 * highest quality that keeps it within 1 MiB).
 */
async function photo(): Promise<Buffer> {
  const [width, height, scale] = [2400, 1800, 8];
  const raw = randomBytes((width / scale) * (height / scale) * 3);
  const picture = sharp(raw, { raw: { width: width / scale, height: height / scale, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png();
  const smooth = await picture.toBuffer();
  for (let quality = 86; quality > 50; quality -= 1) {
    const jpeg = await sharp(smooth).jpeg({ quality }).toBuffer();
    if (jpeg.length <= 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 1 MB photo');
}
