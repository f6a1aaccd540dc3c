/**
 * Finds contact details in a message's text: what a new account may not send before an admin
 * looks (docs/decisions/028). Pure, so its cases are unit tested.
 *
 * Prices ($1,250.00, 1250), ZIP codes (90210, 90210-1234), dates and decimals are not contact
 * details: a phone number needs 10 digits in the US groups (3-3-4, optionally +1 and brackets),
 * and a bare domain needs one of the common top-level domains, so "e.g." or "3.5" never match.
 */

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;

// A whole token: not inside a longer run of letters or digits (a reference like "3762777638fa"),
// and not after "$" or a digit group separator ("$555 123 4567" reads as a price).
const US_PHONE =
  /(?<![\p{L}\p{N}$,.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\p{L}\p{N},])/u;

const LINK = /\bhttps?:\/\/\S+|\bwww\.[a-z0-9-]+\.\S+/i;

const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'us',
  'co',
  'io',
  'me',
  'app',
  'dev',
  'site',
  'online',
  'shop',
  'store',
  'xyz',
  'ly',
];
const BARE_DOMAIN = new RegExp(
  `\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${COMMON_TLDS.join('|')})(?![a-z0-9-])`,
  'i',
);

export type ContactDetail = 'email' | 'phone' | 'link';

/** The first kind of contact detail the text holds, or null. */
export function findContactDetail(text: string): ContactDetail | null {
  if (EMAIL.test(text)) return 'email';
  if (LINK.test(text) || BARE_DOMAIN.test(text)) return 'link';
  if (US_PHONE.test(text)) return 'phone';
  return null;
}
