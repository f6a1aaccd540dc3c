import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { lookUpMessage, type MessageCatalog } from '@/contract/message-catalog';
import { requestLocale } from '../locale';
import { ES_MESSAGES, ES_PATTERNS } from './es';

/** English has none: the messages are written in it. */
const CATALOGS: Partial<Record<Locale, MessageCatalog>> = {
  es: { messages: ES_MESSAGES, patterns: ES_PATTERNS },
};

/** An English message of the API in `locale`; itself when English or not in the catalog. */
export function translateMessage(message: string, locale: Locale): string {
  const catalog = CATALOGS[locale];
  return catalog ? lookUpMessage(catalog, message) : message;
}

/** `translateMessage` bound to one language: what an e-mail or a PDF in `locale` writes with. */
export function translatorFor(locale: Locale): (message: string) => string {
  return (message) => translateMessage(message, locale);
}

type Answer = Record<string, unknown>;

function translateAnswer(body: Answer, locale: Locale, withFields: boolean): Answer {
  const out: Answer = { ...body };
  for (const key of ['error', 'message'] as const) {
    const text = out[key];
    if (typeof text === 'string') out[key] = translateMessage(text, locale);
  }
  const fields = out.fields;
  if (withFields && fields && typeof fields === 'object' && !Array.isArray(fields)) {
    out.fields = Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [
        name,
        typeof text === 'string' ? translateMessage(text, locale) : text,
      ]),
    );
  }
  return out;
}

/**
 * API answers in the caller's language (issue 33), in one place: where an answer leaves the
 * server. An error answer's `error`, `message` and `fields`, and a success notice's `message`
 * (`{ success: true, message }`), are looked up in the request's language's catalog. Status codes
 * and shapes are unchanged; in English (the default) the answer is not touched, byte for byte.
 */
export function registerAnswerTranslation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const locale = requestLocale(request);
    if (locale === DEFAULT_LOCALE) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const isError = reply.statusCode >= 400;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    const answer = body as Answer;
    if (!isError && !(answer.success === true && typeof answer.message === 'string')) {
      return payload;
    }
    reply.header('content-language', locale);
    return JSON.stringify(translateAnswer(answer, locale, isError));
  });
}
