import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  categories,
  companies,
  companySubcategories,
  subcategories,
  users,
} from '@/server/db/schema';
import { hashPassword } from '@/server/platform/passwords';
import { refreshSearchDocuments } from '@/server/modules/companies/search-document-repository';
import { findZipPlace } from '@/server/modules/geo/zip-repository';

export const FACTORY_PASSWORD = 'factory-password';
let passwordHash: Promise<string> | undefined;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Casey',
      lastName: 'Owner',
      email: `user.${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: await passwordHash,
      isVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

export interface CompanySpec {
  ownerId?: number;
  name?: string;
  description?: string;
  category?: string;
  subcategories?: string[];
  zip?: string;
  isActive?: boolean;
  averageRating?: number;
  ratingsCount?: number;
  favoritesCount?: number;
}

/** A company saved as the app saves one: geocoded from its ZIP, with its search document built. */
export async function createCompany(db: Database, spec: CompanySpec = {}) {
  const ownerId = spec.ownerId ?? (await createUser(db)).id;
  const [category] = await db
    .select()
    .from(categories)
    .where(eq(categories.slug, spec.category ?? 'plumbing-services'));
  if (!category) throw new Error(`no category ${spec.category}`);
  const zip = spec.zip ?? '94103';
  const place = await findZipPlace(db, zip);
  if (!place) throw new Error(`no ZIP ${zip}`);
  const [company] = await db
    .insert(companies)
    .values({
      ownerId,
      categoryId: category.id,
      name: spec.name ?? `Test Company ${randomBytes(3).toString('hex')}`,
      description: spec.description ?? 'A dependable local business with fair prices.',
      address: '100 Main St',
      city: place.city,
      state: place.state,
      zip,
      phone: '(415) 555-0100',
      email: 'hello@company.example',
      isActive: spec.isActive ?? true,
      latitude: place.latitude,
      longitude: place.longitude,
      averageRating: spec.averageRating ?? 0,
      ratingsCount: spec.ratingsCount ?? 0,
      favoritesCount: spec.favoritesCount ?? 0,
    })
    .returning();
  const subs = spec.subcategories ?? [];
  if (subs.length > 0) {
    const rows = await db.select().from(subcategories).where(inArray(subcategories.slug, subs));
    await db
      .insert(companySubcategories)
      .values(rows.map((s) => ({ companyId: company!.id, subcategoryId: s.id })));
  }
  await refreshSearchDocuments(db, [company!.id]);
  return company!;
}
