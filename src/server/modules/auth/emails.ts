import { escapeHtml, type Mail } from '@/server/platform/mailer';

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this address: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#6b7280">QuoteLocal · hello@quotelocal.example</p></body></html>`;
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
