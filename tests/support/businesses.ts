import { createCompany, type CompanySpec } from './factories';
import { loggedIn } from './sessions';
import type { Agent, TestApp } from './test-app';

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

/** A quote request as a signed-in customer's browser sends it: created as a draft, then submitted. */
export async function submittedQuote(
  customer: Agent,
  quote: { quoteName?: string; companyIds: number[]; description: string; jobZip?: string },
) {
  const { description, jobZip = '94110', ...draft } = quote;
  const id = (await customer.post('/api/quotes', draft)).json().id as number;
  const submitted = await customer.post(`/api/quotes/${id}/submit`, { description, jobZip });
  return { id, submitted };
}

/** A signed-in customer's quote to new businesses, each with its own signed-in owner. */
export async function quoteToNewBusinesses(t: TestApp, setting: QuoteSetting) {
  const customer = await loggedIn(t, { firstName: setting.customer });
  const vendors = await companiesWithOwners(t, setting.companies);
  const draft = { quoteName: setting.quoteName, companyIds: vendors.map((v) => v.company.id) };
  const quoteId =
    (setting.submit ?? true)
      ? (await submittedQuote(customer.agent, { ...draft, description: setting.description })).id
      : ((await customer.agent.post('/api/quotes', draft)).json().id as number);
  return { customer, vendors, quoteId };
}
