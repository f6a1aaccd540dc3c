import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { REVIEW_INVITATION_VALID_DAYS } from '@/contract/review-invitation';
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

/**
 * To a customer the business served outside QuoteLocal: its invitation to review it, with the
 * one-time link. In the invitee's language when they have an account, else English.
 */
export function reviewInvitationEmail(
  to: { email: string; name: string; locale: Locale | undefined },
  about: { companyName: string; note: string | null; link: string },
): Mail {
  const quoted = about.note ? about.note.split('\n') : [];
  if (to.locale === 'es') {
    return {
      to: to.email,
      subject: `${about.companyName} te pide una reseña`,
      ...emailLayout({
        firstName: to.name,
        paragraphs: [
          `${about.companyName} te invita a escribir una reseña de su trabajo en QuoteLocal. Regístrate o inicia sesión y cuéntales a otros clientes cómo fue.`,
          `El enlace sirve una sola vez y caduca en ${REVIEW_INVITATION_VALID_DAYS} días.`,
        ],
        quoted,
        button: { label: 'Escribir una reseña', href: about.link },
        why: `Recibes este correo porque ${about.companyName} nos dio tu dirección para pedirte una reseña.`,
        locale: 'es',
      }),
    };
  }
  return {
    to: to.email,
    subject: `${about.companyName} asks for your review`,
    ...emailLayout({
      firstName: to.name,
      paragraphs: [
        `${about.companyName} invites you to review their work on QuoteLocal. Sign up or log in and tell other customers how it went.`,
        `The link works once and expires in ${REVIEW_INVITATION_VALID_DAYS} days.`,
      ],
      quoted,
      button: { label: 'Write a review', href: about.link },
      why: `You get this e-mail because ${about.companyName} gave us your address to ask for your review.`,
    }),
  };
}
