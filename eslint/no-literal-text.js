/**
 * `quotelocal/no-literal-text` (issue 33): a component's words come from the catalogs
 * (src/client/locales, through `useT()` / `<T>`), never written in the component, so every word
 * on a screen has its Spanish. Reported: JSX text with a letter in it, and a string (or a template
 * with words in it) given to an attribute a person reads or hears: aria-label, placeholder, title,
 * alt, and the house components' label, description, closeLabel and errorFallback.
 * Names that are the same in every language (the product's, the networks'), e-mail addresses and
 * message ids given to a component may stay.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'closeLabel',
  'errorFallback',
]);

/** Words that are names, the same in every language (SPEC §1: the logo's alt text is 'DZO Logo'). */
const NAMES = new Set(['QuoteLocal', 'DZO Logo', 'Top Pro', 'Facebook', 'Instagram', 'LinkedIn']);

/** A message id (`header.home`: a component given the id to say), or an address: not words. */
const NOT_WORDS = /^(?:[a-z]\w*(?:\.\w+)+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$/;

const hasWords = (text) => {
  const trimmed = text.trim();
  return /\p{L}/u.test(trimmed) && !NAMES.has(trimmed) && !NOT_WORDS.test(trimmed);
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Words on screen come from the catalogs (src/client/locales)' },
    schema: [],
    messages: {
      text: 'Words on screen come from the catalogs: "{{text}}" needs a message id (useT / <T>). See docs/i18n-client.md',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 60) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value))
          report(node, value.value);
        if (value.type === 'TemplateLiteral') {
          const words = value.quasis.map((q) => q.value.cooked ?? '').join(' ');
          if (hasWords(words)) report(node, words);
        }
      },
    };
  },
};
