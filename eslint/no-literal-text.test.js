import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-text', rule, {
  valid: [
    { code: "const a = <p>{t('home.title')}</p>;" },
    { code: "const a = <input aria-label={t('searchBox.zip')} />;" },
    { code: "const a = <NavLink href='/' label='header.home' />;" },
    { code: 'const a = <span>QuoteLocal</span>;' },
    { code: "const a = <img alt='DZO Logo' />;" },
    { code: 'const a = <a>hello@quotelocal.example</a>;' },
    { code: "const a = <p>{' · '}(3) 42%</p>;" },
    { code: "const a = <div className='text-sm font-medium' data-testid='x' />;" },
  ],
  invalid: [
    { code: 'const a = <p>Find local pros</p>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <input placeholder='ZIP code' />;", errors: [{ messageId: 'text' }] },
    { code: "const a = <button aria-label={'Close menu'} />;", errors: [{ messageId: 'text' }] },
    {
      code: 'const a = <Dialog title={`Hi, ${name}`} />;',
      errors: [{ messageId: 'text' }],
    },
    { code: 'const a = <p>Código postal</p>;', errors: [{ messageId: 'text' }] },
  ],
});
