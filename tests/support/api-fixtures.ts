/**
 * Small answers of the API for component tests, typed from the contract's shapes (what the server
 * validates its responses against): a signed-in customer, their quote, its conversations and
 * messages; a business owner and the requests in their inbox. Each takes what a test changes.
 */
import type { CompanySummary } from '@/contract/company';
import type { VendorJob } from '@/contract/job';
import type { Conversation, Message, VendorQuote } from '@/contract/message';
import type { Quote } from '@/contract/quote';
import type { User } from '@/contract/user';

export const customer: User = {
  id: 41,
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  isVerified: true,
  isAdmin: false,
  phoneNumber: null,
  emailNotifications: true,
  emailNotificationsQuotes: true,
  emailNotificationsMessages: true,
  textNotifications: false,
  locale: 'en',
};

/** Businesses of the quote below, as its conversations name them. */
export const acme = { id: 3, name: 'Acme Plumbing' };
export const bright = { id: 5, name: 'Bright Electric' };

const company = ({ id, name }: { id: number; name: string }) => ({
  id,
  name,
  logo: null,
  logoObjectId: null,
  city: 'Boston',
  state: 'MA',
});

/** Dana's quote to Acme and Bright: sent, nobody hired yet. */
export function quote(changes: Partial<Quote> = {}): Quote {
  return {
    id: 7,
    userId: customer.id,
    quoteName: 'Kitchen sink leak',
    description: 'The kitchen sink leaks under the basin when the tap runs.',
    status: 'submitted',
    createdAt: '2026-11-20T10:00:00.000Z',
    submittedAt: '2026-11-20T10:05:00.000Z',
    hiredCompanyId: null,
    hiredAt: null,
    stage: 'requested',
    jobDone: null,
    companies: [company(acme), company(bright)],
    images: [],
    companyCount: 2,
    job: {
      jobZip: '02134',
      jobAddress: null,
      timing: 'flexible',
      timingDate: null,
      answers: {},
      categorySlug: null,
    },
    match: null,
    withdrawal: null,
    ...changes,
  };
}

export function conversation(
  business: { id: number; name: string },
  changes: Partial<Conversation> = {},
): Conversation {
  return {
    companyId: business.id,
    company: { name: business.name, logo: null, logoObjectId: null },
    lastMessage: null,
    unreadCount: 0,
    businessGone: false,
    ...changes,
  };
}

let nextId = 100;

/**
 * An entry of the conversation of quote 7 with `business`, by either side: the first of its thread
 * (`seq` 1) unless `threadOf` numbers it, or `changes` say otherwise.
 */
export function message(
  business: { id: number },
  from: Message['senderType'],
  text: string,
  changes: Partial<Message> = {},
): Message {
  const id = nextId++;
  return {
    id,
    quoteId: 7,
    companyId: business.id,
    senderId: from === 'user' ? customer.id : 900 + business.id,
    senderType: from,
    message: text,
    text,
    image: null,
    imageObjectId: null,
    estimate: null,
    isRead: false,
    createdAt: '2026-11-21T09:30:00.000Z',
    seq: 1,
    ...changes,
  };
}

/** A thread as the server lists it: oldest first, its entries numbered 1, 2, 3… (`seq`). */
export const threadOf = (...entries: Message[]): Message[] =>
  entries.map((entry, i) => ({ ...entry, seq: i + 1 }));

/** Sam, who owns Acme Plumbing (`acme`), answering requests in the vendor inbox. */
export const owner: User = {
  ...customer,
  id: 903,
  firstName: 'Sam',
  lastName: 'Ortiz',
  email: 'sam@acme.example',
};

export const ownCompany: CompanySummary = {
  ...company(acme),
  description: 'Plumbing repairs in Greater Boston.',
  firstImage: null,
  category: 'plumbing',
  categoryName: 'Plumbing',
  subcategories: [],
  address: '1 Main St',
  zip: '02134',
  isActive: true,
  averageRating: 4.6,
  ratingsCount: 12,
  favoritesCount: 3,
  distance: null,
  latitude: null,
  longitude: null,
  servesLocation: null,
  topPro: false,
  credentialBadges: [],
};

/** A request to Acme as its inbox lists it: from Dana unless `changes` say otherwise. */
export function vendorQuote(changes: Partial<VendorQuote> = {}): VendorQuote {
  const sent = quote();
  return {
    quoteId: sent.id,
    companyId: acme.id,
    quoteName: sent.quoteName,
    description: sent.description,
    status: 'submitted',
    userId: customer.id,
    userFirstName: customer.firstName,
    userLastName: customer.lastName,
    companyName: acme.name,
    unreadCount: 0,
    lastMessageAt: null,
    createdAt: sent.createdAt,
    lastMessage: null,
    estimate: null,
    outcome: null,
    jobDone: null,
    withdrawal: null,
    customerGone: false,
    ...changes,
  };
}

/** The job of a request as Acme sees it (no street address before a hire). */
export function vendorJob(request: VendorQuote): VendorJob {
  return {
    quoteId: request.quoteId,
    companyId: request.companyId,
    quoteName: request.quoteName,
    description: request.description,
    images: [],
    jobZip: '02134',
    jobPlace: 'Boston, MA',
    distanceMiles: 1.2,
    timing: 'flexible',
    timingDate: null,
    answers: [],
    jobAddress: null,
  };
}
