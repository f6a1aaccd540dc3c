import { VERIFY_TO_ADD_BUSINESS } from '@/contract/auth-messages';
import type { CompanyRequest, ServiceAreaKind } from '@/contract/business';
import type { CompanyDetails, CompanySummary } from '@/contract/company';
import type { Locale } from '@/contract/locale';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { findZipPlace } from '../geo';
import { isOwnObject } from '../objects';
import {
  categoryExists,
  findCompanyDetails,
  findCompanyListing,
  findKnownZips,
  findSubcategoryIds,
  insertCompany,
  listCompanies,
  replaceServiceZips,
  replaceSubcategoryRows,
  updateCompanyValues,
  type CompanyValues,
} from './company-repository';
import { refreshSearchDocuments } from './search-document-repository';

export const NOT_YOUR_COMPANY = 'You can only manage your own businesses.';

/** The first line of every owner-only operation: the company exists (404) and is the caller's (403). */
export async function requireCompanyOwner(
  db: Executor,
  companyId: number,
  user: SessionUser,
): Promise<void> {
  const row = await findCompanyListing(db, companyId);
  if (!row) throw notFound('Company not found');
  if (row.ownerId !== user.id) throw forbidden(NOT_YOUR_COMPANY);
}

interface ResolvedFields {
  values: CompanyValues;
  subcategoryIds: number[];
  /** The service ZIP list the request gives, checked; undefined keeps the list as it is. */
  serviceZips: string[] | undefined;
}

/** Checks what the request names (category, subcategories, ZIP, logo) and turns it into columns. */
async function resolveFields(
  db: Executor,
  user: SessionUser,
  input: CompanyRequest,
): Promise<ResolvedFields> {
  if (!(await categoryExists(db, input.categoryId))) {
    throw badRequest('Category is required', { categoryId: 'Category is required' });
  }
  const subcategoryIds = await findSubcategoryIds(db, input.categoryId, input.subcategories);
  if (subcategoryIds.length !== new Set(input.subcategories).size) {
    throw badRequest('Select at least one subcategory', {
      subcategories: 'Select at least one subcategory',
    });
  }
  const place = await findZipPlace(db, input.zip);
  if (!place) throw badRequest('Valid ZIP code is required', { zip: 'Valid ZIP code is required' });
  if (input.logoObjectId !== undefined && !(await isOwnObject(db, input.logoObjectId, user.id))) {
    throw badRequest('Logo update failed', { logoObjectId: 'Upload the logo first' });
  }
  return {
    values: {
      categoryId: input.categoryId,
      name: input.name,
      description: input.description,
      phone: input.phone,
      email: input.email,
      website: input.website ? input.website : null,
      address: input.address,
      city: input.city,
      state: input.state,
      zip: input.zip.slice(0, 5),
      latitude: place.latitude,
      longitude: place.longitude,
      ...(input.logoObjectId !== undefined ? { logoObjectId: input.logoObjectId } : {}),
      ...definedOnly({
        serviceArea: input.serviceArea,
        serviceRadiusMiles: input.serviceRadiusMiles,
        pausedNewRequests: input.pausedNewRequests,
        weeklyRequestCap: input.weeklyRequestCap,
      }),
      updatedAt: new Date(),
    },
    subcategoryIds,
    serviceZips: input.serviceZips && (await requireKnownZips(db, input.serviceZips)),
  };
}

/** The fields the request gave: an absent setting keeps its value (or the column's default). */
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The service ZIP list, each one a ZIP code we can place (so a typo is caught, not saved). */
async function requireKnownZips(db: Executor, zips: string[]): Promise<string[]> {
  const unique = [...new Set(zips)];
  const found = await findKnownZips(db, unique);
  const unknown = unique.filter((zip) => !found.has(zip));
  if (unknown.length > 0) {
    const message = `We couldn't find the ZIP code${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 5).join(', ')}`;
    throw badRequest(message, { serviceZips: message });
  }
  return unique;
}

/**
 * The company's service ZIP list, in its own transaction's step: replaced when the request gives
 * one, emptied when the area is a radius (a radius company has no list, so the list alone says
 * who works where).
 */
async function saveServiceZips(
  tx: Executor,
  companyId: number,
  kind: ServiceAreaKind,
  zips: string[] | undefined,
): Promise<void> {
  if (kind === 'zips' && zips === undefined) return;
  await replaceServiceZips(tx, companyId, kind === 'zips' ? zips : undefined);
}

/** A verified user lists a business; company, subcategories, logo and search document in one transaction. */
export async function createCompany(
  db: Database,
  user: SessionUser,
  input: CompanyRequest,
  locale: Locale,
): Promise<CompanyDetails> {
  if (!user.isVerified) throw forbidden(VERIFY_TO_ADD_BUSINESS);
  const companyId = await db.transaction(async (tx) => {
    const { values, subcategoryIds, serviceZips } = await resolveFields(tx, user, input);
    const company = await insertCompany(tx, { ...values, ownerId: user.id });
    await replaceSubcategories(tx, company.id, subcategoryIds);
    await saveServiceZips(tx, company.id, company.serviceArea, serviceZips);
    return company.id;
  });
  return (await findCompanyDetails(db, companyId, locale))!;
}

export async function updateCompany(
  db: Database,
  user: SessionUser,
  companyId: number,
  input: CompanyRequest,
  locale: Locale,
): Promise<CompanyDetails> {
  await db.transaction(async (tx) => {
    await requireCompanyOwner(tx, companyId, user);
    const { values, subcategoryIds, serviceZips } = await resolveFields(tx, user, input);
    const serviceArea = await updateCompanyValues(tx, companyId, values);
    await replaceSubcategories(tx, companyId, subcategoryIds);
    await saveServiceZips(tx, companyId, serviceArea!, serviceZips);
  });
  return (await findCompanyDetails(db, companyId, locale))!;
}

async function replaceSubcategories(tx: Executor, companyId: number, ids: number[]): Promise<void> {
  await replaceSubcategoryRows(tx, companyId, ids);
  await refreshSearchDocuments(tx, [companyId]);
}

export async function setCompanyLogo(
  db: Database,
  user: SessionUser,
  companyId: number,
  logoObjectId: number,
  locale: Locale,
): Promise<CompanyDetails> {
  await requireCompanyOwner(db, companyId, user);
  if (!(await isOwnObject(db, logoObjectId, user.id))) throw badRequest('Logo update failed');
  await updateCompanyValues(db, companyId, { logoObjectId, updatedAt: new Date() });
  return (await findCompanyDetails(db, companyId, locale))!;
}

export async function setCompanyActive(
  db: Database,
  user: SessionUser,
  companyId: number,
  isActive: boolean,
  locale: Locale,
): Promise<CompanyDetails> {
  await requireCompanyOwner(db, companyId, user);
  await updateCompanyValues(db, companyId, { isActive, updatedAt: new Date() });
  return (await findCompanyDetails(db, companyId, locale))!;
}

/**
 * A user's companies: all of them for the owner, only the listed ones (active, not hidden by an
 * admin, owner not suspended) for anyone else.
 */
export function listUserCompanies(
  db: Database,
  ownerId: number,
  viewer: SessionUser | null,
  locale: Locale,
): Promise<CompanySummary[]> {
  return listCompanies(db, { ownerId, includeUnlisted: viewer?.id === ownerId }, locale);
}
