import {
  escapeHtml,
  htmlButton,
  htmlHeading,
  htmlPage,
  htmlSmallPrint,
  type Mail,
} from '@/server/platform/mailer';

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return htmlPage(
    `${htmlHeading(title)}${body}\n${htmlButton(action.label, action.url)}\n${htmlSmallPrint(
      `If the button does not work, open this address: ${action.url}`,
    )}\n${htmlSmallPrint('QuoteLocal · hello@quotelocal.example')}`,
  );
}

export function verificationEmail(to: string, firstName: string, link: string): Mail {
  const title = 'Confirm your e-mail address';
  const lines = [
    `Hi ${firstName},`,
    'Welcome to QuoteLocal! Please confirm your e-mail address so you can list a business and hear from the pros you contact.',
    'This link works for 48 hours.',
  ];
  return {
    to,
    subject: 'Confirm your QuoteLocal e-mail address',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(title, lines, { label: 'Verify my e-mail', url: link }),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): Mail {
  const title = 'Reset your password';
  const lines = [
    `Hi ${firstName},`,
    'Someone (hopefully you) asked to reset the password of your QuoteLocal account.',
    'This link works for one hour and only once. If you did not ask for it, you can ignore this e-mail.',
  ];
  return {
    to,
    subject: 'Reset your QuoteLocal password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(title, lines, { label: 'Choose a new password', url: link }),
  };
}
