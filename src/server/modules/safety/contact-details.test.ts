import { describe, expect, it } from 'vitest';
import { findContactDetail } from './contact-details';

describe('findContactDetail', () => {
  it.each([
    ['Write to me at jane.doe+quotes@example.co.uk', 'email'],
    ['JOE@PLUMBING.COM', 'email'],
    ['Call (555) 123-4567 tomorrow', 'phone'],
    ['my cell is 555-123-4567', 'phone'],
    ['555.123.4567', 'phone'],
    ['+1 555 123 4567', 'phone'],
    ['1-555-123-4567', 'phone'],
    ['5551234567', 'phone'],
    ['see https://example.org/work', 'link'],
    ['http://foo.test/path', 'link'],
    ['www.joesplumbing.net', 'link'],
    ['Find us on joesplumbing.com!', 'link'],
    ['bit.ly/abc', 'link'],
  ])('finds contact details in %j', (text, kind) => {
    expect(findContactDetail(text)).toBe(kind);
  });

  it.each([
    'The job is $1,250.00 all in',
    'About $4500 for the roof',
    'Estimate: 1250 dollars, 3.5 hours',
    'We are in ZIP 90210',
    'ZIP+4 90210-1234',
    'Can you come on 12/05/2026 at 10.30?',
    'Materials e.g. copper pipes, etc.',
    'Invoice 2026-001234',
    'Order number 12345678',
    'Reference 3762777638fa',
    'Code a5551234567',
    'Hi there, when can you start?',
    '',
  ])('leaves %j alone', (text) => {
    expect(findContactDetail(text)).toBeNull();
  });
});
