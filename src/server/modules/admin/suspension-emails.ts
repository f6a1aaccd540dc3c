import { ACCOUNT_SUSPENDED } from '@/contract/moderation';
import {
  emailLayout,
  escapeHtml,
  htmlButton,
  htmlPage,
  htmlQuote,
  htmlSmallPrint,
  type Mail,
} from '@/server/platform/mailer';

/*
 * What a suspended person is told by e-mail (issue 31): the suspension with the admin's reason and
 * how to appeal, and how their appeal ended. Account notices: sent whatever their notification
 * settings say.
 */

type Person = { email: string; firstName: string };

const WHY = 'You get this e-mail because it concerns your QuoteLocal account.';

/** `/?login=1` opens the login dialog, where a suspended account sees its reason and the appeal form. */
const loginLink = (appUrl: string) => `${appUrl}/?login=1`;

export function suspensionEmail(to: Person, reason: string, appUrl: string): Mail {
  const link = loginLink(appUrl);
  const before = [
    `${ACCOUNT_SUSPENDED}: our moderators suspended your QuoteLocal account. You cannot log in, and your businesses and reviews are not shown while it is suspended.`,
    'The reason they gave:',
  ];
  const after = [
    'To appeal, log in with your e-mail address and password: the login shows this reason and a form to tell us why the suspension should be lifted. An admin reads every appeal and answers you by e-mail.',
  ];
  const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return {
    to: to.email,
    subject: 'Your QuoteLocal account is suspended',
    text: [
      `Hi ${to.firstName},`,
      ...before,
      reason,
      ...after,
      `Log in to appeal: ${link}`,
      WHY,
    ].join('\n\n'),
    html: htmlPage(
      `<p>Hi ${escapeHtml(to.firstName)},</p>${paragraphs(before)}${htmlQuote(escapeHtml(reason).replace(/\n/g, '<br>'))}${paragraphs(after)}\n${htmlButton('Log in to appeal', link)}\n${htmlSmallPrint(WHY)}`,
    ),
  };
}

export function appealDismissedEmail(to: Person, reason: string, appUrl: string): Mail {
  return {
    to: to.email,
    subject: 'About your appeal to QuoteLocal',
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        'Thank you for your appeal. An admin reviewed it, and your account stays suspended.',
        'What they wrote:',
      ],
      quoted: [reason],
      button: { label: 'Open QuoteLocal', href: appUrl },
      why: `You can appeal again from the login if something changes. ${WHY}`,
    }),
  };
}

export function accountRestoredEmail(to: Person, appUrl: string): Mail {
  return {
    to: to.email,
    subject: 'Your QuoteLocal account is restored',
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        'Good news: an admin lifted the suspension of your QuoteLocal account. You can log in again, and your businesses and reviews are shown as before.',
      ],
      button: { label: 'Log in', href: loginLink(appUrl) },
      why: WHY,
    }),
  };
}
