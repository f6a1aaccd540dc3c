import type { AuditAction } from '@/contract/moderation';
import type { MessageId } from '@/client/lib/i18n';

/** Each admin action's button (and dialog title), and what the audit log and the toast say of it. */
export const ACTION_TEXT: Record<AuditAction, { label: MessageId; done: MessageId }> = {
  'report.dismiss': { label: 'admin.action.reportDismiss', done: 'admin.done.reportDismiss' },
  'review.hide': { label: 'admin.action.reviewHide', done: 'admin.done.reviewHide' },
  'review.restore': { label: 'admin.action.reviewRestore', done: 'admin.done.reviewRestore' },
  'company.hide': { label: 'admin.action.companyHide', done: 'admin.done.companyHide' },
  'company.restore': { label: 'admin.action.companyRestore', done: 'admin.done.companyRestore' },
  'user.suspend': { label: 'admin.action.userSuspend', done: 'admin.done.userSuspend' },
  'user.restore': { label: 'admin.action.userRestore', done: 'admin.done.userRestore' },
  'appeal.dismiss': { label: 'admin.action.appealDismiss', done: 'admin.done.appealDismiss' },
  'question.hide': { label: 'admin.action.questionHide', done: 'admin.done.questionHide' },
  'question.restore': {
    label: 'admin.action.questionRestore',
    done: 'admin.done.questionRestore',
  },
  'answer.hide': { label: 'admin.action.answerHide', done: 'admin.done.answerHide' },
  'answer.restore': { label: 'admin.action.answerRestore', done: 'admin.done.answerRestore' },
  'message.approve': { label: 'admin.action.messageApprove', done: 'admin.done.messageApprove' },
  'message.reject': { label: 'admin.action.messageReject', done: 'admin.done.messageReject' },
  'blocked_word.add': { label: 'admin.action.wordAdd', done: 'admin.done.wordAdd' },
  'blocked_word.remove': { label: 'admin.action.wordRemove', done: 'admin.done.wordRemove' },
  'credential.verify': {
    label: 'admin.action.credentialVerify',
    done: 'admin.done.credentialVerify',
  },
  'credential.reject': {
    label: 'admin.action.credentialReject',
    done: 'admin.done.credentialReject',
  },
};

/** Taking an item off the site (or an account off it) is the destructive side. */
export const isRemoval = (action: AuditAction) =>
  action === 'review.hide' ||
  action === 'question.hide' ||
  action === 'answer.hide' ||
  action === 'company.hide' ||
  action === 'user.suspend';
