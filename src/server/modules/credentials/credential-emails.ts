import type { CredentialKind } from '@/contract/credential';
import type { Locale } from '@/contract/locale';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/*
 * What a business is told when an admin rejects a credential (issue 36), unless its owner turned
 * e-mails off (the settings screen shows the reason too): in the owner's saved language, the
 * admin's reason as they wrote it.
 */

type Person = { email: string; firstName: string; locale: Locale };

const WORDS = {
  en: {
    subject: 'Your credential could not be verified',
    kinds: { licence: 'licence', insurance: 'insurance policy' },
    before: (kind: string) =>
      `We checked the ${kind} you submitted on QuoteLocal and could not verify it. The reason our team gave:`,
    after: 'You can submit it again with a clearer or current document in your business settings.',
    button: 'Open your credentials',
    why: 'You get this e-mail because it concerns your business on QuoteLocal.',
  },
  es: {
    subject: 'No pudimos verificar tu credencial',
    kinds: { licence: 'la licencia', insurance: 'la póliza de seguro' },
    before: (kind: string) =>
      `Revisamos ${kind} que enviaste a QuoteLocal y no pudimos verificarla. El motivo que indicó nuestro equipo:`,
    after:
      'Puedes enviarla de nuevo con un documento más claro o vigente en la configuración de tu negocio.',
    button: 'Abrir tus credenciales',
    why: 'Recibes este correo porque se refiere a tu negocio en QuoteLocal.',
  },
} satisfies Record<Locale, unknown>;

/** The settings screen where a business keeps its credentials. */
export const credentialsPath = (companyId: number) => `/business/${companyId}/credentials`;

export function credentialRejectedEmail(
  to: Person,
  credential: { kind: CredentialKind; companyId: number },
  reason: string,
  appUrl: string,
): Mail {
  const words = WORDS[to.locale];
  return {
    to: to.email,
    subject: words.subject,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [words.before(words.kinds[credential.kind])],
      quoted: [reason],
      button: { label: words.button, href: `${appUrl}${credentialsPath(credential.companyId)}` },
      why: `${words.after} ${words.why}`,
      locale: to.locale,
    }),
  };
}
