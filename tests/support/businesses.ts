import { createCompany, type CompanySpec } from './factories';
import { loggedIn } from './sessions';
import type { TestApp } from './test-app';

/** New companies, each with its own signed-in owner (first names Owner1, Owner2 ...). */
export async function companiesWithOwners(t: TestApp, specs: CompanySpec[]) {
  const vendors = [];
  for (const [i, spec] of specs.entries()) {
    const owner = await loggedIn(t, { firstName: `Owner${i + 1}` });
    const company = await createCompany(t.app.db, { ...spec, ownerId: owner.user.id });
    vendors.push({ ...owner, company });
  }
  return vendors;
}

export interface QuoteSetting {
  customer: string;
  quoteName: string;
  description: string;
  companies: CompanySpec[];
  /** Submitted (to job ZIP 94110) unless false. */
  submit?: boolean;
}

/** A signed-in customer's quote to new businesses, each with its own signed-in owner. */
export async function quoteToNewBusinesses(t: TestApp, setting: QuoteSetting) {
  const customer = await loggedIn(t, { firstName: setting.customer });
  const vendors = await companiesWithOwners(t, setting.companies);
  const created = await customer.agent.post('/api/quotes', {
    quoteName: setting.quoteName,
    companyIds: vendors.map((v) => v.company.id),
  });
  const quoteId = created.json().id as number;
  if (setting.submit ?? true) {
    await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
      description: setting.description,
      jobZip: '94110',
    });
  }
  return { customer, vendors, quoteId };
}
