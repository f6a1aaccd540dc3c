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

function jobLines(request: QuoteRequest): string[] {
  return [
    ...(request.where ? [`Where: ${request.where}`] : []),
    ...(request.when ? [`When: ${request.when}`] : []),
    ...(request.answers ?? []).map((a) => `${a.question} ${a.answer}`),
  ];
}

const excerpt = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** To a business owner: a customer asked one of their companies for a quote. */
export function quoteRequestEmail(to: string, firstName: string, request: QuoteRequest): Mail {
  const lead = request.answerWithinHours !== undefined;
  const subject = `${lead ? 'New lead' : 'New quote request'} for ${request.companyName}: ${request.quoteName}`;
  const intro = lead
    ? `Hi ${firstName}, ${request.customerFirstName} is looking for a pro and QuoteLocal matched the request with ${request.companyName}. Accept it within ${request.answerWithinHours} hours to start the conversation, or pass.`
    : `Hi ${firstName}, ${request.customerFirstName} would like a quote from ${request.companyName}.`;
  const details = jobLines(request);
  const photos = request.photoLinks ?? [];
  const text = [
    intro,
    `"${request.quoteName}"\n${excerpt(request.description, 1500)}`,
    ...(details.length ? [details.join('\n')] : []),
    ...(photos.length ? [`Photos:\n${photos.join('\n')}`] : []),
    `${lead ? 'Accept or pass' : 'Answer'} in your QuoteLocal inbox: ${request.link}\n`,
  ].join('\n\n');
  const html = htmlPage(
    `${htmlHeading(lead ? 'New lead' : 'New quote request')}<p>${escapeHtml(intro)}</p>
${htmlQuote(`<strong>${escapeHtml(request.quoteName)}</strong><br>${escapeHtml(excerpt(request.description, 1500))}`)}
${details.length ? `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}
${photos.length ? `<p>Photos: ${photos.map((href, i) => `<a href="${escapeHtml(href)}">Photo ${i + 1}</a>`).join(' · ')}</p>` : ''}
${htmlButton('Open my vendor inbox', request.link)}
${htmlSmallPrint('You get this e-mail because quote request e-mails are on in your QuoteLocal profile.')}`,
  );
  return { to, subject, text, html };
}

export function quoteRequestText(request: QuoteRequest): string {
  if (request.answerWithinHours !== undefined) {
    return `QuoteLocal: new lead for ${request.companyName} from ${request.customerFirstName}: "${excerpt(request.quoteName, 60)}". Accept or pass within ${request.answerWithinHours} h: ${request.link} Reply STOP to cancel.`;
  }
  return `QuoteLocal: new quote request for ${request.companyName} from ${request.customerFirstName}: "${excerpt(request.quoteName, 60)}". ${request.link} Reply STOP to cancel.`;
}

/** To the customer of a matched request: a business accepted it, and its conversation is open. */
export function leadAcceptedEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; quoteName: string; link: string },
): Mail {
  return {
    to: to.email,
    subject: `${about.companyName} accepted your request "${about.quoteName}"`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `${about.companyName} accepted your request "${about.quoteName}" and can now message you and send an estimate.`,
        'Other matched pros may accept too: you will find each of them on your request.',
      ],
      button: { label: 'Open your request', href: about.link },
      why: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    }),
  };
}
