import {
  describePrice,
  PRICE_TYPE_LABELS,
  type Estimate,
  type PriceType,
} from '@/contract/estimate';
import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/** Who an e-mail goes to; `locale` is their saved language (issue 33), English when absent. */
type Recipient = { email: string; firstName: string; locale?: Locale };

const longDate = (isoDate: string, locale: Locale = DEFAULT_LOCALE) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const WHY = {
  en: {
    messages: 'You get this e-mail because message e-mails are on in your QuoteLocal profile.',
    quotes: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    any: 'You get this e-mail because e-mail notifications are on in your QuoteLocal profile.',
  },
  es: {
    messages:
      'Recibes este correo porque los correos de mensajes están activados en tu perfil de QuoteLocal.',
    quotes:
      'Recibes este correo porque los correos de solicitudes están activados en tu perfil de QuoteLocal.',
    any: 'Recibes este correo porque las notificaciones por correo están activadas en tu perfil de QuoteLocal.',
  },
} satisfies Record<Locale, unknown>;

const SPANISH_PRICE_TYPES: Record<PriceType, string> = {
  fixed: 'Precio fijo',
  range: 'Rango de precios',
  hourly: 'Tarifa por hora',
};

/** To the customer: a business sent (or revised) its estimate. */
export function estimateEmail(
  to: Recipient,
  about: { companyName: string; quoteName: string; link: string },
  estimate: Estimate,
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const revised = estimate.revision > 1;
  if (locale === 'es') {
    return {
      to: to.email,
      subject: revised
        ? `${about.companyName} revisó su presupuesto para "${about.quoteName}"`
        : `${about.companyName} te envió un presupuesto para "${about.quoteName}"`,
      ...emailLayout({
        firstName: to.firstName,
        paragraphs: [
          `${about.companyName} ${revised ? 'revisó su presupuesto' : 'te envió un presupuesto'} para "${about.quoteName}".`,
        ],
        quoted: [
          `${SPANISH_PRICE_TYPES[estimate.priceType]}: ${describePrice(estimate)}`,
          `Incluye: ${estimate.includes}`,
          `Inicio más temprano: ${longDate(estimate.earliestStart, locale)}`,
          `Válido hasta: ${longDate(estimate.validUntil, locale)}`,
        ],
        button: { label: 'Comparar presupuestos', href: about.link },
        why: WHY.es.messages,
        locale,
      }),
    };
  }
  const subject = revised
    ? `${about.companyName} revised its estimate for "${about.quoteName}"`
    : `${about.companyName} sent you an estimate for "${about.quoteName}"`;
  return {
    to: to.email,
    subject,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `${about.companyName} ${revised ? 'revised its estimate' : 'sent you an estimate'} for "${about.quoteName}".`,
      ],
      quoted: [
        `${PRICE_TYPE_LABELS[estimate.priceType]}: ${describePrice(estimate)}`,
        `Includes: ${estimate.includes}`,
        `Earliest start: ${longDate(estimate.earliestStart)}`,
        `Valid until: ${longDate(estimate.validUntil)}`,
      ],
      button: { label: 'Compare estimates', href: about.link },
      why: WHY.en.messages,
    }),
  };
}

type HireNews = { companyName: string; customerFirstName: string; quoteName: string; link: string };

/** To the owner of the business the customer hired. */
export function hiredEmail(to: Recipient, about: HireNews): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const es = locale === 'es';
  return {
    to: to.email,
    subject: es
      ? `${about.customerFirstName} contrató a ${about.companyName} para "${about.quoteName}"`
      : `${about.customerFirstName} hired ${about.companyName} for "${about.quoteName}"`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: es
        ? [
            `Buenas noticias: ${about.customerFirstName} eligió a ${about.companyName} para "${about.quoteName}".`,
            'Tu conversación sigue abierta: acuerden allí los detalles y la fecha.',
          ]
        : [
            `Good news: ${about.customerFirstName} chose ${about.companyName} for "${about.quoteName}".`,
            'Your conversation stays open: agree on the details and the date there.',
          ],
      button: {
        label: es ? 'Abrir la conversación' : 'Open the conversation',
        href: about.link,
      },
      why: WHY[locale].quotes,
      ...(es ? { locale } : {}),
    }),
  };
}

/** To the owners of the other businesses: polite, short, and final. */
export function notSelectedEmail(to: Recipient, about: HireNews): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const es = locale === 'es';
  return {
    to: to.email,
    subject: es
      ? `Novedades sobre "${about.quoteName}": ${about.customerFirstName} eligió otro negocio`
      : `Update on "${about.quoteName}": ${about.customerFirstName} chose another business`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: es
        ? [
            `Gracias por responder a la solicitud "${about.quoteName}" de ${about.customerFirstName} en nombre de ${about.companyName}.`,
            `${about.customerFirstName} eligió otro negocio para este trabajo, así que la conversación está cerrada. Queda en tu bandeja como referencia.`,
            'Las nuevas solicitudes seguirán llegando a tu bandeja de negocio. ¡Suerte con la próxima!',
          ]
        : [
            `Thank you for answering ${about.customerFirstName}'s request "${about.quoteName}" on behalf of ${about.companyName}.`,
            `${about.customerFirstName} has chosen another business for this job, so the conversation is now closed. It stays in your inbox for reference.`,
            'New requests will keep arriving in your vendor inbox. Good luck with the next one!',
          ],
      button: {
        label: es ? 'Abrir mi bandeja de negocio' : 'Open my vendor inbox',
        href: about.link,
      },
      why: WHY[locale].quotes,
      ...(es ? { locale } : {}),
    }),
  };
}

/** To the customer: the hired business marked the job done; confirm it (or it confirms itself). */
export function jobDoneEmail(
  to: Recipient,
  about: { companyName: string; quoteName: string; link: string; days: number },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const es = locale === 'es';
  return {
    to: to.email,
    subject: es
      ? `${about.companyName} marcó "${about.quoteName}" como terminado`
      : `${about.companyName} marked "${about.quoteName}" done`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: es
        ? [
            `${about.companyName} dice que el trabajo "${about.quoteName}" está terminado.`,
            `Si es así, confírmalo en tu solicitud. Si no haces nada, cuenta como terminado en ${about.days} días; si aún falta algo, díselo a ${about.companyName} en su conversación.`,
          ]
        : [
            `${about.companyName} says the job "${about.quoteName}" is done.`,
            `If it is, confirm it on your quote. If you do nothing, it counts as done in ${about.days} days; if something is still missing, tell ${about.companyName} in your conversation.`,
          ],
      button: {
        label: es ? 'Confirmar que el trabajo está terminado' : 'Confirm the job is done',
        href: about.link,
      },
      why: WHY[locale].any,
      ...(es ? { locale } : {}),
    }),
  };
}

/** To the customer, a few days after the job is done. */
export function reviewInviteEmail(
  to: Recipient,
  about: { companyName: string; quoteName: string; link: string },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const es = locale === 'es';
  return {
    to: to.email,
    subject: es ? `¿Qué tal lo hizo ${about.companyName}?` : `How did ${about.companyName} do?`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: es
        ? [
            `Contrataste a ${about.companyName} para "${about.quoteName}". ¿Cómo te fue?`,
            'Una reseña breve ayuda a tus vecinos a elegir bien y a que los buenos negocios destaquen.',
          ]
        : [
            `You hired ${about.companyName} for "${about.quoteName}". How did it go?`,
            'A short review helps your neighbours choose well, and helps good businesses stand out.',
          ],
      button: {
        label: es ? `Reseñar a ${about.companyName}` : `Review ${about.companyName}`,
        href: about.link,
      },
      why: WHY[locale].any,
      ...(es ? { locale } : {}),
    }),
  };
}
