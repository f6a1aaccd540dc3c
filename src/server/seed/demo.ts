import { eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import zipcodes from 'zipcodes';
import { CREDENTIAL_DOCUMENT } from '@/contract/credential';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { hashPassword } from '@/server/platform/passwords';
import { refreshSearchDocuments } from '@/server/modules/companies';
import { storeDocument } from '@/server/modules/objects';
import { recomputeTopPro } from '@/server/modules/reputation';
import type { Database, Executor } from '@/server/db/client';
import {
  businessCredentials,
  categories,
  companies,
  companySubcategories,
  estimates,
  favorites,
  messages,
  quoteCompanies,
  quotes,
  ratings,
  subcategories,
  users,
} from '@/server/db/schema';
import { CATALOGUE, type CatalogueCategory } from './catalogue';
import { SeededRandom } from './random';

export const DEMO_PASSWORD = 'quotelocal-demo';
export const DEMO_ACCOUNTS = {
  customer: { email: 'customer@quotelocal.example', firstName: 'James', lastName: 'Carter' },
  owner: { email: 'owner@quotelocal.example', firstName: 'Maria', lastName: 'Lopez' },
  admin: { email: 'admin@quotelocal.example', firstName: 'Avery', lastName: 'Morgan' },
} as const;

const COMPANY_COUNT = 300;
const REVIEWER_COUNT = 25;

const CITIES: Array<[city: string, state: string]> = [
  ['San Francisco', 'CA'],
  ['Oakland', 'CA'],
  ['San Jose', 'CA'],
  ['Los Angeles', 'CA'],
  ['San Diego', 'CA'],
  ['Sacramento', 'CA'],
  ['Seattle', 'WA'],
  ['Portland', 'OR'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Austin', 'TX'],
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['Chicago', 'IL'],
  ['Minneapolis', 'MN'],
  ['Atlanta', 'GA'],
  ['Miami', 'FL'],
  ['Orlando', 'FL'],
  ['Nashville', 'TN'],
  ['Charlotte', 'NC'],
  ['Boston', 'MA'],
  ['New York', 'NY'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Columbus', 'OH'],
  ['Detroit', 'MI'],
  ['Salt Lake City', 'UT'],
  ['Las Vegas', 'NV'],
  ['Raleigh', 'NC'],
  ['Kansas City', 'MO'],
];
const NAME_PREFIXES = [
  'Bayside',
  'Summit',
  'Evergreen',
  'Golden State',
  'Northside',
  'Riverbend',
  'Oak & Pine',
  'Blue Sky',
  'Keystone',
  'Cornerstone',
  'Liberty',
  'Pioneer',
  'Harbor',
  'Sunrise',
  'Redwood',
  'Granite',
  'Maple Leaf',
  'Silver Creek',
  'True North',
  'Lakeside',
  'Hometown',
  'Precision',
  'Reliable',
  'Bright Path',
  'First Choice',
  'Neighborhood',
  'Cardinal',
  'Copper Canyon',
];
const NAME_SUFFIXES = ['Co.', 'Pros', 'Services', '& Sons', 'Group', 'LLC', 'Experts', 'Works'];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Market St',
  'Mission St',
  'Elm St',
  'Cedar Blvd',
  'Park Ave',
  'Lincoln Way',
  'Washington Blvd',
  '2nd St',
  'Lake Dr',
  'Hillcrest Rd',
  'Sunset Blvd',
];
const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Logan',
  'Amelia',
  'Elijah',
  'Harper',
  'Aiden',
  'Evelyn',
  'Daniel',
  'Abigail',
  'Henry',
  'Grace',
  'Samuel',
  'Chloe',
  'David',
  'Priya',
  'Wei',
  'Diego',
  'Fatima',
  'Kenji',
  'Nadia',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Nguyen',
  'Kim',
  'Patel',
  'Chen',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Lee',
];
/** Review texts by the ratings they fit: "Would hire again" never goes with 2.5 stars. */
const REVIEW_COMMENTS = {
  great: [
    'Showed up on time and did excellent work. Would hire again.',
    'Fantastic! They explained every option and cleaned up after themselves.',
    'Quick response to my quote request and a very reasonable estimate.',
  ],
  good: [
    'Fair price and very clear communication from start to finish.',
    'Solid work, friendly crew.',
    'Good job overall, a little slower than promised.',
  ],
  mixed: [
    'Not perfect, but they came back and fixed the issue without charge.',
    'The repair has held up, but they ran a week late and were hard to reach.',
    'Went over the estimate and left some mess behind. The work itself is fine.',
  ],
};
const commentsFor = (rating: number) =>
  rating >= 4.5
    ? REVIEW_COMMENTS.great
    : rating >= 3.5
      ? REVIEW_COMMENTS.good
      : REVIEW_COMMENTS.mixed;
const RATING_VALUES = [2.5, 3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5, 5];

export interface DemoSeedResult {
  created: boolean;
}

/** A few hundred companies in real US cities with real ZIPs, users, ratings and a quote with messages. Idempotent. */
export async function seedDemoData(db: Database, storage: ObjectStorage): Promise<DemoSeedResult> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.owner.email))
    .limit(1);
  if (existing) return { created: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const certificate = await demoCertificate();
  await db.transaction(async (tx) => {
    const random = new SeededRandom(20261122);
    const catalogue = await loadCatalogueIds(tx);
    const account = (a: { email: string; firstName: string; lastName: string }) => ({
      ...a,
      passwordHash,
      isVerified: true,
    });
    const [customer, owner, admin] = await tx
      .insert(users)
      .values([
        account(DEMO_ACCOUNTS.customer),
        account(DEMO_ACCOUNTS.owner),
        account(DEMO_ACCOUNTS.admin),
      ])
      .returning({ id: users.id });
    const reviewers = await tx
      .insert(users)
      .values(
        Array.from({ length: REVIEWER_COUNT }, (_, i) =>
          account({
            email: `reviewer${String(i + 1).padStart(2, '0')}@quotelocal.example`,
            firstName: random.pick(FIRST_NAMES),
            lastName: random.pick(LAST_NAMES),
          }),
        ),
      )
      .returning({ id: users.id });
    const pros = await tx
      .insert(users)
      .values(
        Array.from({ length: COMPANY_COUNT }, (_, i) =>
          account({
            email: `pro${String(i + 1).padStart(3, '0')}@quotelocal.example`,
            firstName: random.pick(FIRST_NAMES),
            lastName: random.pick(LAST_NAMES),
          }),
        ),
      )
      .returning({ id: users.id });
    if (!customer || !owner) throw new Error('demo users were not created');

    // The demo owner's three businesses come first, in San Francisco, so a search near 94103 finds them.
    const ownerCompanies = [
      {
        slug: 'plumbing-services',
        name: 'Bayview Plumbing & Drain',
        zip: '94103',
        subs: ['plumber', 'drain-cleaning'],
      },
      {
        slug: 'electrical-services',
        name: 'Golden Gate Electric',
        zip: '94110',
        subs: ['electrician', 'lighting-installation'],
      },
      {
        slug: 'handyman-repairs',
        name: 'Mission Handyman Co.',
        zip: '94107',
        subs: ['handyman', 'furniture-assembly'],
      },
    ];
    const companyRows: Array<{ values: typeof companies.$inferInsert; subs: number[] }> = [];
    for (const plan of ownerCompanies) {
      const category = findCategory(plan.slug);
      const place = zipcodes.lookup(plan.zip)!;
      companyRows.push({
        values: companyValues(random, owner.id, catalogue, category, plan.name, place, true),
        subs: plan.subs.map((s) => catalogue.subcategoryIds.get(s)!),
      });
    }
    const places = CITIES.flatMap(([city, state]) =>
      zipcodes.lookupByName(city, state).slice(0, 12),
    );
    for (let i = 0; i < COMPANY_COUNT; i++) {
      const category = random.pick(CATALOGUE);
      const place = random.pick(places);
      const name = `${random.pick(NAME_PREFIXES)} ${category.trade} ${random.pick(NAME_SUFFIXES)}`;
      const picked = random.sample(category.subcategories, random.int(1, 3));
      companyRows.push({
        values: companyValues(
          random,
          pros[i]!.id,
          catalogue,
          category,
          name,
          place,
          random.chance(0.95),
        ),
        subs: picked.map((s) => catalogue.subcategoryIds.get(s.slug)!),
      });
    }
    const inserted = await tx
      .insert(companies)
      .values(companyRows.map((c) => c.values))
      .returning({ id: companies.id });
    await tx
      .insert(companySubcategories)
      .values(
        inserted.flatMap((company, i) =>
          companyRows[i]!.subs.map((subcategoryId) => ({ companyId: company.id, subcategoryId })),
        ),
      );

    const ratingRows = inserted.flatMap((company) =>
      random.sample(reviewers, random.int(0, 9)).map((reviewer) => {
        const rating = random.pick(RATING_VALUES);
        return {
          userId: reviewer.id,
          companyId: company.id,
          rating,
          comment: random.chance(0.8) ? random.pick(commentsFor(rating)) : null,
          createdAt: new Date(Date.now() - random.int(1, 400) * 86_400_000),
        };
      }),
    );
    await tx.insert(ratings).values(ratingRows);

    const [plumbing, electric] = inserted;
    const reviewedPlumbing = new Set(
      ratingRows.filter((r) => r.companyId === plumbing!.id).map((r) => r.userId),
    );
    await seedPastJobs(
      tx,
      plumbing!.id,
      owner.id,
      reviewers.filter((r) => !reviewedPlumbing.has(r.id)).slice(0, PAST_JOBS.length),
    );
    await seedCredentials(tx, storage, plumbing!.id, owner.id, admin!.id, certificate);
    const favoriteIds = [plumbing!.id, ...random.sample(inserted.slice(3), 4).map((c) => c.id)];
    await tx
      .insert(favorites)
      .values(favoriteIds.map((companyId) => ({ userId: customer.id, companyId })));
    await refreshCompanyAggregates(tx);
    await refreshSearchDocuments(tx);
    await seedPriceHistory(
      tx,
      catalogue,
      // Not the demo owner's businesses: their inbox stays the demo's.
      inserted.slice(ownerCompanies.length).map((c, i) => ({
        id: c.id,
        ...companyRows[i + ownerCompanies.length]!.values,
      })),
      reviewers,
    );

    const kitchenSubmittedAt = new Date(Date.now() - 2 * 86_400_000);
    const [quote] = await tx
      .insert(quotes)
      .values({
        userId: customer.id,
        quoteName: 'Kitchen sink and lighting update',
        description:
          'Our kitchen sink drains slowly and the faucet leaks at the base. We would also like two pendant lights installed above the island, on a new switch. Flexible on timing, weekdays preferred.',
        status: 'in_progress',
        submittedAt: kitchenSubmittedAt,
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .returning({ id: quotes.id });
    await tx.insert(quotes).values({
      userId: customer.id,
      quoteName: 'Backyard fence repair',
      description: '',
    });
    // Sent when submitted: insights date a request by when it reached the business.
    await tx.insert(quoteCompanies).values([
      { quoteId: quote!.id, companyId: plumbing!.id, createdAt: kitchenSubmittedAt },
      { quoteId: quote!.id, companyId: electric!.id, createdAt: kitchenSubmittedAt },
    ]);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await tx.insert(messages).values([
      {
        quoteId: quote!.id,
        companyId: plumbing!.id,
        senderId: customer.id,
        senderType: 'user',
        message: 'Hi! Could you come by this week to look at the sink?',
        isRead: true,
        createdAt: hoursAgo(40),
      },
      {
        quoteId: quote!.id,
        companyId: plumbing!.id,
        senderId: owner.id,
        senderType: 'company',
        message:
          'Happy to help. Thursday at 10am works for us. The faucet repair is usually around $180 including parts.',
        isRead: true,
        createdAt: hoursAgo(38),
      },
      {
        quoteId: quote!.id,
        companyId: plumbing!.id,
        senderId: customer.id,
        senderType: 'user',
        message: 'Thursday works, see you then.',
        isRead: false,
        createdAt: hoursAgo(5),
      },
      {
        quoteId: quote!.id,
        companyId: electric!.id,
        senderId: owner.id,
        senderType: 'company',
        message: 'Thanks for the request! Is there an existing junction box above the island?',
        isRead: false,
        createdAt: hoursAgo(20),
      },
    ]);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const [estimate] = await tx
      .insert(estimates)
      .values({
        quoteId: quote!.id,
        companyId: plumbing!.id,
        revision: 1,
        authorId: owner.id,
        priceType: 'fixed',
        priceCents: 18_000,
        includes:
          'Clear the slow drain, replace the faucet cartridge and base seal; parts and labour.',
        earliestStart: day(2),
        validUntil: day(30),
        createdAt: hoursAgo(37),
      })
      .returning({ id: estimates.id });
    await tx.insert(messages).values({
      quoteId: quote!.id,
      companyId: plumbing!.id,
      senderId: owner.id,
      senderType: 'company',
      estimateId: estimate!.id,
      isRead: true,
      createdAt: hoursAgo(37),
    });
    // Top Pro as the daily job would find it (the plumbing business's past jobs qualify it).
    await recomputeTopPro(tx);
  });
  return { created: true };
}

/** A one-page PDF standing in for the plumber's licence and insurance certificate. */
function demoCertificate(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', info: { Title: 'Demo certificate' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text('Bayview Plumbing & Drain');
  doc
    .fontSize(11)
    .moveDown()
    .text('Demo document: a stand-in for a licence and an insurance certificate.');
  doc.end();
  return done;
}

/**
 * The plumber's licence and insurance, verified by the demo admin: its "Licensed" and "Insured"
 * badges, the "Licensed & insured" filter and its Top Pro (decisions 095, 098, 032).
 */
async function seedCredentials(
  tx: Executor,
  storage: ObjectStorage,
  companyId: number,
  ownerId: number,
  adminId: number,
  certificate: Buffer,
): Promise<void> {
  const documentObjectId = await storeDocument(
    tx,
    storage,
    ownerId,
    certificate,
    CREDENTIAL_DOCUMENT,
  );
  const expiresOn = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const verified = {
    companyId,
    expiresOn,
    documentObjectId,
    status: 'verified' as const,
    verifiedOn: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
    verifiedHow: 'state register',
    reviewedBy: adminId,
    reviewedAt: new Date(Date.now() - 20 * 86_400_000),
  };
  await tx.insert(businessCredentials).values([
    {
      ...verified,
      kind: 'licence',
      trade: 'Plumbing',
      issuingState: 'CA',
      licenceNumber: 'C36-1048213',
    },
    {
      ...verified,
      kind: 'insurance',
      insurer: 'Golden Gate Mutual',
      policyType: 'General liability',
      coverageCents: 200_000_000,
    },
  ]);
}

const PAST_JOBS: Array<{
  quoteName: string;
  reply: string;
  /** The fixed price of the estimate the customer hired on. */
  priceCents: number;
  includes: string;
  rating: number;
  comment: string;
}> = [
  {
    quoteName: 'Leaking water heater',
    reply: 'Sorry to hear that. We can come tomorrow morning to look at it.',
    priceCents: 32_000,
    includes:
      'Replace the temperature and pressure relief valve, test the heater; parts and labour.',
    rating: 5,
    comment: 'Replaced the valve the next morning and explained everything. Spotless work.',
  },
  {
    quoteName: 'Clogged main drain',
    reply: 'We have a camera and a jetter on the van; we can clear it today.',
    priceCents: 29_500,
    includes: 'Camera inspection and hydro-jetting of the main line.',
    rating: 5,
    comment: 'Cleared the main line in an hour and showed us the camera footage.',
  },
  {
    quoteName: 'New bathroom faucet',
    reply: 'Happy to help. Do you already have the faucet, or should we bring one?',
    priceCents: 38_000,
    includes: 'Remove the old faucet, fit the new one and its supply lines.',
    rating: 4.5,
    comment: 'Good price and tidy work; arrived a little late but called ahead.',
  },
  {
    quoteName: 'Garbage disposal replacement',
    reply: 'We can do that this week. Is the current one hard-wired or plugged in?',
    priceCents: 42_000,
    includes: 'A new 3/4 HP disposal, installed, and the old unit taken away.',
    rating: 5,
    comment: 'Quick, friendly, and took the old unit away.',
  },
  {
    quoteName: 'Running toilet',
    reply: 'That is usually the fill valve or the flapper; we can fix it in one visit.',
    priceCents: 16_500,
    includes: 'Replace the fill valve and flapper; parts and labour.',
    rating: 5,
    comment: 'Fixed in twenty minutes for a fair price.',
  },
  {
    quoteName: 'Low water pressure upstairs',
    reply: 'We will check the pressure regulator first. Would Thursday suit you?',
    priceCents: 54_000,
    includes: 'Replace the pressure regulator and check the pressure throughout.',
    rating: 5,
    comment: 'Found a failing regulator and replaced it. Great pressure now.',
  },
];

/**
 * The demo plumbing business's record of past jobs: each customer's request answered within
 * hours and estimated, the business hired on that estimate two days after the request, the job
 * confirmed done and reviewed (verified hires), one request every eleven days over the last ten
 * weeks.
 */
async function seedPastJobs(
  tx: Executor,
  companyId: number,
  ownerId: number,
  customers: Array<{ id: number }>,
): Promise<void> {
  const at = (daysAgo: number, hoursLater = 0) =>
    new Date(Date.now() - daysAgo * 86_400_000 + hoursLater * 3_600_000);
  for (const [i, customer] of customers.entries()) {
    const job = PAST_JOBS[i]!;
    const submitted = 15 + i * 11;
    const [quote] = await tx
      .insert(quotes)
      .values({
        userId: customer.id,
        quoteName: job.quoteName,
        description: `${job.quoteName}: please take a look and give us a price.`,
        status: 'completed',
        jobZip: '94103',
        createdAt: at(submitted, -1),
        submittedAt: at(submitted),
        hiredCompanyId: companyId,
        hiredAt: at(submitted - 2),
        jobDoneAt: at(submitted - 5),
        jobDoneBy: 'user',
        jobConfirmedAt: at(submitted - 5),
      })
      .returning({ id: quotes.id });
    await tx
      .insert(quoteCompanies)
      .values({ quoteId: quote!.id, companyId, createdAt: at(submitted) });
    await tx.insert(messages).values({
      quoteId: quote!.id,
      companyId,
      senderId: ownerId,
      senderType: 'company',
      message: job.reply,
      isRead: true,
      createdAt: at(submitted, 1 + i),
    });
    const estimatedAt = at(submitted, 2 + i);
    const [estimate] = await tx
      .insert(estimates)
      .values({
        quoteId: quote!.id,
        companyId,
        revision: 1,
        authorId: ownerId,
        priceType: 'fixed',
        priceCents: job.priceCents,
        includes: job.includes,
        earliestStart: isoDay(at(submitted - 1)),
        validUntil: isoDay(at(submitted - 30)),
        createdAt: estimatedAt,
      })
      .returning({ id: estimates.id });
    await tx.insert(messages).values({
      quoteId: quote!.id,
      companyId,
      senderId: ownerId,
      senderType: 'company',
      estimateId: estimate!.id,
      isRead: true,
      createdAt: estimatedAt,
    });
    await tx.insert(ratings).values({
      userId: customer.id,
      companyId,
      rating: job.rating,
      comment: job.comment,
      createdAt: at(submitted - 7),
    });
  }
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Prices per trade for the demo's past requests, so a fresh demo shows cost guides
 * (docs/decisions/046): a job price range in cents, an hourly rate range, and the share of
 * estimates given by the hour.
 */
const PRICE_HISTORY: Record<
  string,
  { job: [number, number]; hour: [number, number]; hourlyShare: number }
> = {
  'plumbing-services': { job: [15_000, 90_000], hour: [8_500, 16_000], hourlyShare: 0.1 },
  'electrical-services': { job: [20_000, 150_000], hour: [9_000, 15_000], hourlyShare: 0.1 },
  'handyman-repairs': { job: [8_000, 45_000], hour: [5_500, 9_500], hourlyShare: 0.4 },
};

type SeededCompany = typeof companies.$inferInsert & { id: number };

/**
 * Past requests in the PRICE_HISTORY trades: each listed business of those trades gets two to
 * four requests in its own ZIP over the last year, estimated by it and up to two businesses of the
 * same trade in the same state (fixed prices, ranges and hourly rates). Enough for national guides
 * of each trade and for the states with three or more of its businesses. Its own random sequence:
 * the rest of the demo does not change with it.
 */
async function seedPriceHistory(
  tx: Executor,
  catalogue: CatalogueIds,
  seeded: SeededCompany[],
  customers: Array<{ id: number }>,
): Promise<void> {
  const random = new SeededRandom(20261123);
  const day = 86_400_000;
  const plans: Array<{
    quote: typeof quotes.$inferInsert;
    estimators: SeededCompany[];
    prices: (typeof PRICE_HISTORY)[string];
  }> = [];
  for (const [slug, prices] of Object.entries(PRICE_HISTORY)) {
    const category = findCategory(slug);
    const services = category.subcategories.flatMap((s) => s.services);
    const trade = seeded.filter(
      (c) => c.isActive && c.categoryId === catalogue.categoryIds.get(slug),
    );
    for (const company of trade) {
      const peers = trade.filter((c) => c.state === company.state && c.id !== company.id);
      for (let n = random.int(2, 4); n > 0; n--) {
        const service = random.pick(services);
        const submittedAt = new Date(Date.now() - random.int(20, 330) * day);
        plans.push({
          quote: {
            userId: random.pick(customers).id,
            quoteName: service.charAt(0).toUpperCase() + service.slice(1),
            description: `Looking for ${service}. Please send a price.`,
            status: 'submitted',
            jobZip: company.zip,
            createdAt: new Date(submittedAt.getTime() - 3_600_000),
            submittedAt,
          },
          estimators: [company, ...random.sample(peers, random.int(0, 2))],
          prices,
        });
      }
    }
  }
  if (plans.length === 0) return;
  const quoteIds = await tx
    .insert(quotes)
    .values(plans.map((p) => p.quote))
    .returning({ id: quotes.id });
  const conversations = plans.flatMap((plan, i) =>
    plan.estimators.map((company) => ({
      quoteId: quoteIds[i]!.id,
      company,
      submittedAt: plan.quote.submittedAt!,
      sentAt: new Date(plan.quote.submittedAt!.getTime() + random.int(1, 30) * 3_600_000),
      prices: plan.prices,
    })),
  );
  await tx.insert(quoteCompanies).values(
    conversations.map((c) => ({
      quoteId: c.quoteId,
      companyId: c.company.id,
      createdAt: c.submittedAt,
    })),
  );
  const inserted = await tx
    .insert(estimates)
    .values(
      conversations.map(({ quoteId, company, sentAt, prices }) => {
        const [low, high] = prices.job;
        const price = {
          priceCents: null as number | null,
          minCents: null as number | null,
          maxCents: null as number | null,
          hourlyRateCents: null as number | null,
          estimatedHours: null as number | null,
        };
        let priceType: 'fixed' | 'range' | 'hourly';
        if (random.chance(prices.hourlyShare)) {
          priceType = 'hourly';
          price.hourlyRateCents = random.int(prices.hour[0] / 500, prices.hour[1] / 500) * 500;
          price.estimatedHours = random.int(2, 16);
        } else if (random.chance(0.3)) {
          priceType = 'range';
          price.minCents = random.int(low / 1000, high / 1000) * 1000;
          price.maxCents = price.minCents + random.int(5, 30) * 1000;
        } else {
          priceType = 'fixed';
          price.priceCents = random.int(low / 500, high / 500) * 500;
        }
        return {
          quoteId,
          companyId: company.id,
          revision: 1,
          authorId: company.ownerId,
          priceType,
          ...price,
          includes: 'Labour and materials as described, and clean-up afterwards.',
          earliestStart: isoDay(new Date(sentAt.getTime() + 3 * day)),
          validUntil: isoDay(new Date(sentAt.getTime() + 30 * day)),
          createdAt: sentAt,
        };
      }),
    )
    .returning({ id: estimates.id });
  await tx.insert(messages).values(
    conversations.map((c, i) => ({
      quoteId: c.quoteId,
      companyId: c.company.id,
      senderId: c.company.ownerId,
      senderType: 'company' as const,
      estimateId: inserted[i]!.id,
      isRead: true,
      createdAt: c.sentAt,
    })),
  );
}

/** Recomputes the rating and favourite aggregates of every company (demo seeding only). */
async function refreshCompanyAggregates(tx: Executor): Promise<void> {
  await tx.execute(sql`
    UPDATE companies c SET
      ratings_count = coalesce(r.n, 0),
      average_rating = coalesce(r.avg, 0),
      favorites_count = coalesce(f.n, 0)
    FROM companies c2
    LEFT JOIN (SELECT company_id, count(*) AS n, round(avg(rating), 2) AS avg FROM ratings GROUP BY company_id) r
      ON r.company_id = c2.id
    LEFT JOIN (SELECT company_id, count(*) AS n FROM favorites GROUP BY company_id) f
      ON f.company_id = c2.id
    WHERE c.id = c2.id`);
}

interface CatalogueIds {
  categoryIds: Map<string, number>;
  subcategoryIds: Map<string, number>;
}

async function loadCatalogueIds(tx: Executor): Promise<CatalogueIds> {
  const [cats, subs] = await Promise.all([
    tx.select({ id: categories.id, slug: categories.slug }).from(categories),
    tx.select({ id: subcategories.id, slug: subcategories.slug }).from(subcategories),
  ]);
  return {
    categoryIds: new Map(cats.map((c) => [c.slug, c.id])),
    subcategoryIds: new Map(subs.map((s) => [s.slug, s.id])),
  };
}

function findCategory(slug: string): CatalogueCategory {
  const category = CATALOGUE.find((c) => c.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category;
}

function companyValues(
  random: SeededRandom,
  ownerId: number,
  catalogue: CatalogueIds,
  category: CatalogueCategory,
  name: string,
  place: { zip: string; city: string; state: string; latitude: number; longitude: number },
  isActive: boolean,
): typeof companies.$inferInsert {
  const services = category.subcategories.flatMap((s) => s.services);
  const [first, second] = random.sample(services, 2);
  const domain =
    name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '') + '.example';
  const years = random.int(3, 35);
  return {
    ownerId,
    categoryId: catalogue.categoryIds.get(category.slug)!,
    name,
    description: `${random.pick(['Family-owned', 'Locally owned', 'Licensed and insured', 'Award-winning'])} ${category.trade.toLowerCase()} business serving ${place.city} for ${years} years. We specialise in ${first} and ${second ?? first}, with upfront pricing and a satisfaction guarantee.`,
    address: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    phone: `(${random.int(201, 989)}) 555-0${random.int(100, 199)}`,
    email: `hello@${domain}`,
    website: random.chance(0.6) ? `https://www.${domain}` : null,
    isActive,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
