import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import {
  emailLayout,
  escapeHtml,
  htmlButton,
  htmlHeading,
  htmlPage,
  htmlQuote,
  htmlSmallPrint,
  type Mail,
} from '@/server/platform/mailer';

export interface QuoteRequest {
  companyName: string;
  customerFirstName: string;
  quoteName: string;
  description: string;
  link: string;
  /** The job's ZIP, its place and the distance from the business. */
  where?: string | null;
  when?: string;
  answers?: Array<{ question: string; answer: string }>;
  /** Links to the project photos (they open for the invited business once signed in). */
  photoLinks?: string[];
  /**
   * A matched request offered as a lead (docs/decisions/042): the hours the business has to
   * accept or pass before it goes to the next match.
   */
  answerWithinHours?: number;
}

/** The request e-mails' and texts' words in the recipient's saved language (issue 33). */
const WORDS = {
  en: {
    where: 'Where',
    when: 'When',
    newLead: 'New lead',
    newRequest: 'New quote request',
    subject: (kind: string, companyName: string, quoteName: string) =>
      `${kind} for ${companyName}: ${quoteName}`,
    leadIntro: (r: QuoteRequest, firstName: string) =>
      `Hi ${firstName}, ${r.customerFirstName} is looking for a pro and QuoteLocal matched the request with ${r.companyName}. Accept it within ${r.answerWithinHours} hours to start the conversation, or pass.`,
    requestIntro: (r: QuoteRequest, firstName: string) =>
      `Hi ${firstName}, ${r.customerFirstName} would like a quote from ${r.companyName}.`,
    photos: 'Photos',
    photo: 'Photo',
    acceptOrPass: 'Accept or pass',
    answer: 'Answer',
    inInbox: 'in your QuoteLocal inbox',
    openInbox: 'Open my vendor inbox',
    why: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    leadText: (r: QuoteRequest, name: string) =>
      `QuoteLocal: new lead for ${r.companyName} from ${r.customerFirstName}: "${name}". Accept or pass within ${r.answerWithinHours} h: ${r.link} Reply STOP to cancel.`,
    requestText: (r: QuoteRequest, name: string) =>
      `QuoteLocal: new quote request for ${r.companyName} from ${r.customerFirstName}: "${name}". ${r.link} Reply STOP to cancel.`,
    accepted: {
      subject: (companyName: string, quoteName: string) =>
        `${companyName} accepted your request "${quoteName}"`,
      paragraphs: (companyName: string, quoteName: string) => [
        `${companyName} accepted your request "${quoteName}" and can now message you and send an estimate.`,
        'Other matched pros may accept too: you will find each of them on your request.',
      ],
      button: 'Open your request',
    },
  },
  es: {
    where: 'Dónde',
    when: 'Cuándo',
    newLead: 'Nuevo contacto',
    newRequest: 'Nueva solicitud de presupuesto',
    subject: (kind: string, companyName: string, quoteName: string) =>
      `${kind} para ${companyName}: ${quoteName}`,
    leadIntro: (r: QuoteRequest, firstName: string) =>
      `Hola, ${firstName}: ${r.customerFirstName} busca un profesional y QuoteLocal emparejó la solicitud con ${r.companyName}. Acéptala en ${r.answerWithinHours} horas para empezar la conversación, o pásala.`,
    requestIntro: (r: QuoteRequest, firstName: string) =>
      `Hola, ${firstName}: ${r.customerFirstName} quiere un presupuesto de ${r.companyName}.`,
    photos: 'Fotos',
    photo: 'Foto',
    acceptOrPass: 'Acepta o pasa',
    answer: 'Responde',
    inInbox: 'en tu bandeja de QuoteLocal',
    openInbox: 'Abrir mi bandeja de negocio',
    why: 'Recibes este correo porque los correos de solicitudes están activados en tu perfil de QuoteLocal.',
    leadText: (r: QuoteRequest, name: string) =>
      `QuoteLocal: nuevo contacto para ${r.companyName} de ${r.customerFirstName}: "${name}". Acepta o pasa en ${r.answerWithinHours} h: ${r.link} Responde STOP para cancelar.`,
    requestText: (r: QuoteRequest, name: string) =>
      `QuoteLocal: nueva solicitud de presupuesto para ${r.companyName} de ${r.customerFirstName}: "${name}". ${r.link} Responde STOP para cancelar.`,
    accepted: {
      subject: (companyName: string, quoteName: string) =>
        `${companyName} aceptó tu solicitud "${quoteName}"`,
      paragraphs: (companyName: string, quoteName: string) => [
        `${companyName} aceptó tu solicitud "${quoteName}" y ahora puede escribirte y enviarte un presupuesto.`,
        'Otros profesionales emparejados también pueden aceptarla: los encontrarás a todos en tu solicitud.',
      ],
      button: 'Abrir tu solicitud',
    },
  },
} satisfies Record<Locale, unknown>;

function jobLines(request: QuoteRequest, locale: Locale): string[] {
  const words = WORDS[locale];
  return [
    ...(request.where ? [`${words.where}: ${request.where}`] : []),
    ...(request.when ? [`${words.when}: ${request.when}`] : []),
    ...(request.answers ?? []).map((a) => `${a.question} ${a.answer}`),
  ];
}

const excerpt = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** To a business owner: a customer asked one of their companies for a quote. */
export function quoteRequestEmail(
  to: string,
  firstName: string,
  request: QuoteRequest,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const words = WORDS[locale];
  const lead = request.answerWithinHours !== undefined;
  const kind = lead ? words.newLead : words.newRequest;
  const subject = words.subject(kind, request.companyName, request.quoteName);
  const intro = lead ? words.leadIntro(request, firstName) : words.requestIntro(request, firstName);
  const details = jobLines(request, locale);
  const photos = request.photoLinks ?? [];
  const text = [
    intro,
    `"${request.quoteName}"\n${excerpt(request.description, 1500)}`,
    ...(details.length ? [details.join('\n')] : []),
    ...(photos.length ? [`${words.photos}:\n${photos.join('\n')}`] : []),
    `${lead ? words.acceptOrPass : words.answer} ${words.inInbox}: ${request.link}\n`,
  ].join('\n\n');
  const html = htmlPage(
    `${htmlHeading(kind)}<p>${escapeHtml(intro)}</p>
${htmlQuote(`<strong>${escapeHtml(request.quoteName)}</strong><br>${escapeHtml(excerpt(request.description, 1500))}`)}
${details.length ? `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}
${photos.length ? `<p>${words.photos}: ${photos.map((href, i) => `<a href="${escapeHtml(href)}">${words.photo} ${i + 1}</a>`).join(' · ')}</p>` : ''}
${htmlButton(words.openInbox, request.link)}
${htmlSmallPrint(words.why)}`,
  );
  return { to, subject, text, html };
}

export function quoteRequestText(request: QuoteRequest, locale: Locale = DEFAULT_LOCALE): string {
  const words = WORDS[locale];
  const name = excerpt(request.quoteName, 60);
  return request.answerWithinHours !== undefined
    ? words.leadText(request, name)
    : words.requestText(request, name);
}

/** To the customer of a matched request: a business accepted it, and its conversation is open. */
export function leadAcceptedEmail(
  to: { email: string; firstName: string; locale?: Locale },
  about: { companyName: string; quoteName: string; link: string },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale].accepted;
  return {
    to: to.email,
    subject: words.subject(about.companyName, about.quoteName),
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: words.paragraphs(about.companyName, about.quoteName),
      button: { label: words.button, href: about.link },
      why: WORDS[locale].why,
      locale,
    }),
  };
}
