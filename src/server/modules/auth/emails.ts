import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import {
  escapeHtml,
  htmlButton,
  htmlHeading,
  htmlPage,
  htmlSmallPrint,
  type Mail,
} from '@/server/platform/mailer';

/** The account e-mails' words in each language (issue 33): sent in the recipient's saved one. */
const WORDS = {
  en: {
    buttonFallback: 'If the button does not work, open this address:',
    hi: (firstName: string) => `Hi ${firstName},`,
    verify: {
      title: 'Confirm your e-mail address',
      subject: 'Confirm your QuoteLocal e-mail address',
      lines: [
        'Welcome to QuoteLocal! Please confirm your e-mail address so you can list a business and hear from the pros you contact.',
        'This link works for 48 hours.',
      ],
      button: 'Verify my e-mail',
    },
    reset: {
      title: 'Reset your password',
      subject: 'Reset your QuoteLocal password',
      lines: [
        'Someone (hopefully you) asked to reset the password of your QuoteLocal account.',
        'This link works for one hour and only once. If you did not ask for it, you can ignore this e-mail.',
      ],
      button: 'Choose a new password',
    },
  },
  es: {
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    hi: (firstName: string) => `Hola, ${firstName}:`,
    verify: {
      title: 'Confirma tu correo electrónico',
      subject: 'Confirma tu correo electrónico de QuoteLocal',
      lines: [
        '¡Te damos la bienvenida a QuoteLocal! Confirma tu correo electrónico para poder publicar un negocio y recibir respuesta de los profesionales que contactes.',
        'Este enlace funciona durante 48 horas.',
      ],
      button: 'Verificar mi correo',
    },
    reset: {
      title: 'Restablece tu contraseña',
      subject: 'Restablece tu contraseña de QuoteLocal',
      lines: [
        'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de QuoteLocal.',
        'Este enlace funciona durante una hora y una sola vez. Si no lo pediste, puedes ignorar este correo.',
      ],
      button: 'Elegir una contraseña nueva',
    },
  },
} satisfies Record<Locale, unknown>;

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  locale: Locale,
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return htmlPage(
    `${htmlHeading(title)}${body}\n${htmlButton(action.label, action.url)}\n${htmlSmallPrint(
      `${WORDS[locale].buttonFallback} ${action.url}`,
    )}\n${htmlSmallPrint('QuoteLocal · hello@quotelocal.example')}`,
  );
}

function accountEmail(
  kind: 'verify' | 'reset',
  to: string,
  firstName: string,
  link: string,
  locale: Locale,
): Mail {
  const words = WORDS[locale];
  const { title, subject, lines: body, button } = words[kind];
  const lines = [words.hi(firstName), ...body];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(title, lines, { label: button, url: link }, locale),
  };
}

export function verificationEmail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  return accountEmail('verify', to, firstName, link, locale);
}

export function passwordResetEmail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  return accountEmail('reset', to, firstName, link, locale);
}
