import type { AuditAction, AuditTarget, ReportStatus } from '@/contract/moderation';

/** Each admin action's button (and dialog title), and what the audit log and the toast say of it. */
export const ACTION_TEXT: Record<AuditAction, { label: string; done: string }> = {
  'report.dismiss': { label: 'Dismiss', done: 'Report dismissed' },
  'review.hide': { label: 'Hide review', done: 'Review hidden' },
  'review.restore': { label: 'Restore review', done: 'Review restored' },
  'company.hide': { label: 'Hide business', done: 'Business hidden' },
  'company.restore': { label: 'Restore business', done: 'Business restored' },
  'user.suspend': { label: 'Suspend user', done: 'User suspended' },
  'user.restore': { label: 'Restore user', done: 'User restored' },
  'appeal.dismiss': { label: 'Dismiss appeal', done: 'Appeal dismissed' },
  'message.approve': { label: 'Approve', done: 'Message approved' },
  'message.reject': { label: 'Reject', done: 'Message rejected' },
  'blocked_word.add': { label: 'Add word', done: 'Blocked word added' },
  'blocked_word.remove': { label: 'Remove', done: 'Blocked word removed' },
};

/** Taking an item off the site (or an account off it) is the destructive side. */
export const isRemoval = (action: AuditAction) =>
  action === 'review.hide' || action === 'company.hide' || action === 'user.suspend';

export const TARGET_LABELS: Record<AuditTarget, string> = {
  review: 'Review',
  message: 'Message',
  company: 'Business',
  user: 'User',
  blocked_word: 'Blocked word',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  upheld: 'Upheld',
};
