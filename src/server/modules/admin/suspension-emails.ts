import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
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
 * settings say. In the person's saved language (issue 33); the admin's reason as they wrote it.
 */

type Person = { email: string; firstName: string; locale?: Locale };

const WORDS = {
  en: {
    why: 'You get this e-mail because it concerns your QuoteLocal account.',
    hi: (firstName: string) => `Hi ${firstName},`,
    suspended: {
      subject: 'Your QuoteLocal account is suspended',
      before: [
        `${ACCOUNT_SUSPENDED}: our moderators suspended your QuoteLocal account. You cannot log in, and your businesses and reviews are not shown while it is suspended.`,
        'The reason they gave:',
      ],
      after: [
        'To appeal, log in with your e-mail address and password: the login shows this reason and a form to tell us why the suspension should be lifted. An admin reads every appeal and answers you by e-mail.',
      ],
      logInToAppeal: 'Log in to appeal',
    },
    dismissed: {
      subject: 'About your appeal to QuoteLocal',
      paragraphs: [
        'Thank you for your appeal. An admin reviewed it, and your account stays suspended.',
        'What they wrote:',
      ],
      button: 'Open QuoteLocal',
      appealAgain: 'You can appeal again from the login if something changes.',
    },
    restored: {
      subject: 'Your QuoteLocal account is restored',
      paragraphs: [
        'Good news: an admin lifted the suspension of your QuoteLocal account. You can log in again, and your businesses and reviews are shown as before.',
      ],
      button: 'Log in',
    },
  },
  es: {
    why: 'Recibes este correo porque se refiere a tu cuenta de QuoteLocal.',
    hi: (firstName: string) => `Hola, ${firstName}:`,
    suspended: {
      subject: 'Tu cuenta de QuoteLocal está suspendida',
      before: [
        'Esta cuenta está suspendida: nuestros moderadores suspendieron tu cuenta de QuoteLocal. No puedes iniciar sesión, y tus negocios y reseñas no se muestran mientras esté suspendida.',
        'El motivo que dieron:',
      ],
      after: [
        'Para apelar, inicia sesión con tu correo electrónico y tu contraseña: el inicio de sesión muestra este motivo y un formulario para decirnos por qué debería levantarse la suspensión. Un administrador lee cada apelación y te responde por correo electrónico.',
      ],
      logInToAppeal: 'Inicia sesión para apelar',
    },
    dismissed: {
      subject: 'Sobre tu apelación a QuoteLocal',
      paragraphs: [
        'Gracias por tu apelación. Un administrador la revisó y tu cuenta sigue suspendida.',
        'Lo que escribió:',
      ],
      button: 'Abrir QuoteLocal',
      appealAgain: 'Puedes volver a apelar desde el inicio de sesión si algo cambia.',
    },
    restored: {
      subject: 'Tu cuenta de QuoteLocal está restablecida',
      paragraphs: [
        'Buenas noticias: un administrador levantó la suspensión de tu cuenta de QuoteLocal. Puedes volver a iniciar sesión, y tus negocios y reseñas se muestran como antes.',
      ],
      button: 'Iniciar sesión',
    },
  },
} satisfies Record<Locale, unknown>;

/** `/?login=1` opens the login dialog, where a suspended account sees its reason and the appeal form. */
const loginLink = (appUrl: string) => `${appUrl}/?login=1`;

export function suspensionEmail(to: Person, reason: string, appUrl: string): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale];
  const { before, after, logInToAppeal, subject } = words.suspended;
  const link = loginLink(appUrl);
  const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return {
    to: to.email,
    subject,
    text: [
      words.hi(to.firstName),
      ...before,
      reason,
      ...after,
      `${logInToAppeal}: ${link}`,
      words.why,
    ].join('\n\n'),
    html: htmlPage(
      `<p>${escapeHtml(words.hi(to.firstName))}</p>${paragraphs(before)}${htmlQuote(escapeHtml(reason).replace(/\n/g, '<br>'))}${paragraphs(after)}\n${htmlButton(logInToAppeal, link)}\n${htmlSmallPrint(words.why)}`,
    ),
  };
}

export function appealDismissedEmail(to: Person, reason: string, appUrl: string): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale];
  const { subject, paragraphs, button, appealAgain } = words.dismissed;
  return {
    to: to.email,
    subject,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs,
      quoted: [reason],
      button: { label: button, href: appUrl },
      why: `${appealAgain} ${words.why}`,
      locale,
    }),
  };
}

export function accountRestoredEmail(to: Person, appUrl: string): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale];
  const { subject, paragraphs, button } = words.restored;
  return {
    to: to.email,
    subject,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs,
      button: { label: button, href: loginLink(appUrl) },
      why: words.why,
      locale,
    }),
  };
}
