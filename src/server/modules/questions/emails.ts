import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/** To the asker: the business answered their question (sent once, when first answered). */
export function questionAnsweredEmail(
  to: { email: string; firstName: string; locale?: Locale },
  about: { companyName: string; question: string; answer: string; link: string },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const quoted = [...about.question.split('\n'), '', ...about.answer.split('\n')];
  if (locale === 'es') {
    return {
      to: to.email,
      subject: `${about.companyName} respondió a tu pregunta`,
      ...emailLayout({
        firstName: to.firstName,
        paragraphs: [`${about.companyName} respondió a tu pregunta en QuoteLocal:`],
        quoted,
        button: { label: 'Ver la respuesta', href: about.link },
        why: 'Recibes este correo porque las notificaciones por correo están activadas en tu perfil de QuoteLocal.',
        locale,
      }),
    };
  }
  return {
    to: to.email,
    subject: `${about.companyName} answered your question`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [`${about.companyName} answered your question on QuoteLocal:`],
      quoted,
      button: { label: 'See the answer', href: about.link },
      why: 'You get this e-mail because e-mail notifications are on in your QuoteLocal profile.',
    }),
  };
}
