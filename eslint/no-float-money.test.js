import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-float-money.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { sourceType: 'module' } });

tester.run('no-float-money', rule, {
  valid: [
    { code: 'const dollars = Math.round(priceCents / 100) * 100;' },
    { code: 'const first = Math.ceil(fromCents / step) * step;' },
    { code: 'const fee = (BigInt(amountCents) * BigInt(bp) + 5000n) / 10000n;' },
    { code: 'const s = `${((performance.now() - since) / 1000).toFixed(1)} s`;' },
    { code: 'const ratio = hires / requests; const lat = n.toFixed(5);' },
    { code: 'const amountCents = Number.parseInt(text, 10);' },
    { code: 'const share = { amountCents: z.number().int().min(1), rate: z.number() };' },
    { code: 'const s = { totalCents: cents(MESSAGE, 0, MAX), amount: z.string() };' },
    { code: 'const x = parseFloat(latitude);' },
    { code: 'const x = ((cents - band.fromCents) / span) * width;' },
    { code: 'const rate = wonCents / quotedCents;' },
  ],
  invalid: [
    { code: 'const d = cents / 100;', errors: [{ messageId: 'division' }] },
    { code: 'const d = invoice.totalCents / 2;', errors: [{ messageId: 'division' }] },
    {
      code: 'const fee = Math.round(amountCents * feeBp / 10000 * 1.5);',
      errors: [{ messageId: 'division' }],
    },
    { code: 'const s = amount.toFixed(2);', errors: [{ messageId: 'toFixed' }] },
    {
      code: 'const s = (cents / 100).toFixed(2);',
      errors: [{ messageId: 'toFixed' }, { messageId: 'division' }],
    },
    { code: 'const amountCents = parseFloat(text) * 100;', errors: [{ messageId: 'parseFloat' }] },
    { code: 'const amountCents = parseFloat(text);', errors: [{ messageId: 'parseFloat' }] },
    { code: 'const n = Number.parseFloat(body.amount);', errors: [{ messageId: 'parseFloat' }] },
    {
      code: 'const s = z.object({ amountCents: z.number().min(1) });',
      errors: [{ messageId: 'zodNumber' }],
    },
    {
      code: "const s = z.object({ 'refund_cents': z.coerce.number().positive() });",
      errors: [{ messageId: 'zodNumber' }],
    },
  ],
});
