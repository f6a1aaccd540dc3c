/**
 * The client's files whose words are still written in them, in English only (issue 33): the
 * `quotelocal/no-literal-text` rule skips them. A file leaves this list when its words come from the
 * catalogs; the rule then keeps it that way. Nothing may be added to it.
 */
export const UNTRANSLATED = [
  'src/client/features/admin/components/admin-layout.tsx',
  'src/client/features/admin/components/appeal-queue.tsx',
  'src/client/features/admin/components/moderation-dialog.tsx',
  'src/client/features/admin/components/record-history.tsx',
  'src/client/features/admin/components/records.tsx',
  'src/client/features/admin/components/report-card.tsx',
  'src/client/features/admin/components/search-box.tsx',
  'src/client/features/admin/components/search-results.tsx',
  'src/client/features/admin/pages/admin-page.tsx',
  'src/client/features/admin/pages/audit-page.tsx',
  'src/client/features/admin/pages/blocked-words-page.tsx',
  'src/client/features/admin/pages/companies-page.tsx',
  'src/client/features/admin/pages/company-page.tsx',
  'src/client/features/admin/pages/held-messages-page.tsx',
  'src/client/features/admin/pages/moderation-page.tsx',
  'src/client/features/admin/pages/user-page.tsx',
  'src/client/features/admin/pages/users-page.tsx',
  'src/client/features/upload-test/pages/upload-test-page.tsx',
  'src/client/features/websocket-test/pages/websocket-test-page.tsx',
];
