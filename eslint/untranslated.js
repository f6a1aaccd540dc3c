/**
 * The client's files whose words are still written in them, in English only (issue 33): the
 * `quotelocal/no-literal-text` rule skips them. A file leaves this list when its words come from the
 * catalogs; the rule then keeps it that way. Nothing may be added to it.
 */
export const UNTRANSLATED = [
  'src/client/features/upload-test/pages/upload-test-page.tsx',
  'src/client/features/websocket-test/pages/websocket-test-page.tsx',
];
