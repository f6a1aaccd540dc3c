import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/** To the reviewer: the business answered their review (sent once, when the reply is first posted). */
export function reviewReplyEmail(
  to: { email: string; firstName: string; locale?: Locale },
  about: { companyName: string; reply: string; link: string },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  if (locale === 'es') {
    return {
      to: to.email,
      subject: `${about.companyName} respondió a tu reseña`,
      ...emailLayout({
        firstName: to.firstName,
        paragraphs: [`${about.companyName} respondió a tu reseña en QuoteLocal:`],
        quoted: about.reply.split('\n'),
        button: { label: 'Ver la respuesta', href: about.link },
        why: 'Recibes este correo porque las notificaciones por correo están activadas en tu perfil de QuoteLocal.',
        locale,
      }),
    };
  }
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
