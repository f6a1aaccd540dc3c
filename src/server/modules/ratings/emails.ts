import { emailLayout, type Mail } from '@/server/platform/mailer';

/** To the reviewer: the business answered their review (sent once, when the reply is first posted). */
export function reviewReplyEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; reply: string; link: string },
): Mail {
  return {
    to: to.email,
    subject: `${about.companyName} replied to your review`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [`${about.companyName} replied to your review on QuoteLocal:`],
      quoted: about.reply.split('\n'),
      button: { label: 'See the reply', href: about.link },
      why: 'You get this e-mail because e-mail notifications are on in your QuoteLocal profile.',
    }),
  };
}
