import type { ReportTarget } from '@/contract/moderation';
import { emailLayout, type Mail } from '@/server/platform/mailer';

const NOUNS: Record<ReportTarget, string> = {
  review: 'review',
  message: 'message',
  company: 'business listing',
  user: 'account',
  question: 'question',
  answer: 'answer',
};

type ResolvedReport = { targetType: ReportTarget; outcome: 'dismissed' | 'upheld' };

/**
 * What a reporter is told once an admin resolved their report (by e-mail, and the first
 * paragraph in their notification): whether we acted, never what was done to whom
 * (docs/decisions/023).
 */
export function reportOutcomeParagraphs(report: ResolvedReport): [string, string] {
  const noun = NOUNS[report.targetType];
  return report.outcome === 'upheld'
    ? [
        `Thank you for reporting a ${noun} to us. We looked into it and took action.`,
        'Reports like yours keep QuoteLocal trustworthy for everyone.',
      ]
    : [
        `Thank you for reporting a ${noun} to us. We looked into it carefully, and it does not break our guidelines, so we left it as it is.`,
        'If something else worries you, you can always report it again.',
      ];
}

/** To a reporter, once an admin resolved their report. */
export function reportOutcomeEmail(
  to: { email: string; firstName: string },
  report: ResolvedReport,
  appUrl: string,
): Mail {
  return {
    to: to.email,
    subject: 'About your report to QuoteLocal',
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: reportOutcomeParagraphs(report),
      button: { label: 'Open QuoteLocal', href: appUrl },
      why: 'You get this e-mail because you sent us a report and e-mail notifications are on in your QuoteLocal profile.',
    }),
  };
}
