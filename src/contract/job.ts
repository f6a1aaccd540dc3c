import { z } from 'zod';
import { singleLine } from './common';
import type { Locale } from './locale';

/**
 * The job behind a quote request (issue 16, point 2): where it is, when, and the answers to the
 * trade's short questionnaire. Shared by the draft form, the routes and the tests.
 */

export const JOB_TIMINGS = ['flexible', 'within_week', 'on_date'] as const;
export type JobTiming = (typeof JOB_TIMINGS)[number];
export const JOB_TIMING_LABELS: Record<JobTiming, string> = {
  flexible: "I'm flexible",
  within_week: 'Within a week',
  on_date: 'On a date',
};

export const JOB_ZIP_REQUIRED = 'Enter the ZIP code where the job is.';
export const JOB_ZIP_INVALID = 'Enter a 5-digit ZIP code.';
export const JOB_ZIP_UNKNOWN = "We don't know this ZIP code. Check it and try again.";
export const JOB_DATE_REQUIRED = 'Pick the date of the job.';
export const JOB_DATE_PAST = 'Pick a date from today on.';
export const ANSWER_REQUIRED = 'Please answer this question.';
export const ANSWER_INVALID = 'Choose one of the answers offered.';

export const jobZipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, JOB_ZIP_INVALID);

export interface JobQuestion {
  id: string;
  label: string;
  /** The choices; the one picked is stored as written here, in English, whatever the language. */
  options: readonly string[];
  /** US Spanish (issue 33): the label, and each option's words in the same order. */
  es: { label: string; options: readonly string[] };
}

const HOW_OFTEN = {
  id: 'frequency',
  label: 'How often?',
  options: ['Once', 'Every week', 'Every 2 weeks', 'Monthly'],
  es: {
    label: '¿Con qué frecuencia?',
    options: ['Una vez', 'Cada semana', 'Cada 2 semanas', 'Cada mes'],
  },
} as const satisfies JobQuestion;

/** 2–4 questions per trade (category slug); trades not listed ask none. Answers are choices. */
export const CATEGORY_QUESTIONS: Record<string, readonly JobQuestion[]> = {
  'plumbing-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'Install or replace', 'Drain cleaning', 'Not sure'],
      es: {
        label: '¿Qué necesitas?',
        options: ['Reparación', 'Instalar o cambiar', 'Destapar un drenaje', 'No estoy seguro'],
      },
    },
    {
      id: 'fixture',
      label: 'What is it about?',
      options: ['Sink or faucet', 'Toilet', 'Water heater', 'Pipes', 'Other'],
      es: {
        label: '¿De qué se trata?',
        options: ['Lavabo o llave', 'Inodoro', 'Calentador de agua', 'Tuberías', 'Otra cosa'],
      },
    },
    {
      id: 'leaking',
      label: 'Is water leaking now?',
      options: ['Yes', 'No'],
      es: { label: '¿Hay una fuga de agua ahora?', options: ['Sí', 'No'] },
    },
  ],
  'electrical-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'New wiring or outlets', 'Lighting', 'Panel upgrade', 'Not sure'],
      es: {
        label: '¿Qué necesitas?',
        options: [
          'Reparación',
          'Cableado o enchufes nuevos',
          'Iluminación',
          'Actualizar el panel eléctrico',
          'No estoy seguro',
        ],
      },
    },
    {
      id: 'property',
      label: 'Type of property',
      options: ['House', 'Apartment', 'Business'],
      es: { label: 'Tipo de propiedad', options: ['Casa', 'Apartamento', 'Negocio'] },
    },
  ],
  cleaning: [
    {
      id: 'kind',
      label: 'What kind of cleaning?',
      options: ['Standard', 'Deep clean', 'Move in or out', 'After construction'],
      es: {
        label: '¿Qué tipo de limpieza?',
        options: ['Normal', 'Limpieza profunda', 'Por mudanza', 'Después de una obra'],
      },
    },
    {
      id: 'bedrooms',
      label: 'How many bedrooms?',
      options: ['Studio', '1', '2', '3', '4 or more'],
      es: { label: '¿Cuántas habitaciones?', options: ['Estudio', '1', '2', '3', '4 o más'] },
    },
    HOW_OFTEN,
  ],
  'hvac-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'Maintenance', 'New system', 'Not sure'],
      es: {
        label: '¿Qué necesitas?',
        options: ['Reparación', 'Mantenimiento', 'Sistema nuevo', 'No estoy seguro'],
      },
    },
    {
      id: 'system',
      label: 'Which system?',
      options: ['Heating', 'Air conditioning', 'Both'],
      es: { label: '¿Qué sistema?', options: ['Calefacción', 'Aire acondicionado', 'Ambos'] },
    },
  ],
  'moving-services': [
    {
      id: 'size',
      label: 'How big is the move?',
      options: ['Studio', '1–2 bedrooms', '3+ bedrooms', 'Office'],
      es: {
        label: '¿De qué tamaño es la mudanza?',
        options: ['Estudio', '1–2 habitaciones', '3 o más habitaciones', 'Oficina'],
      },
    },
    {
      id: 'distance',
      label: 'How far?',
      options: ['Same city', 'Under 100 miles', 'Long distance'],
      es: {
        label: '¿A qué distancia?',
        options: ['En la misma ciudad', 'A menos de 100 millas', 'Larga distancia'],
      },
    },
    {
      id: 'packing',
      label: 'Do you need packing?',
      options: ['Yes', 'No'],
      es: { label: '¿Necesitas que empaquen tus cosas?', options: ['Sí', 'No'] },
    },
  ],
  'painting-finishing': [
    {
      id: 'where',
      label: 'Where?',
      options: ['Interior', 'Exterior', 'Both'],
      es: { label: '¿Dónde?', options: ['Interior', 'Exterior', 'Ambos'] },
    },
    {
      id: 'rooms',
      label: 'How many rooms or walls?',
      options: ['1', '2–3', '4–6', 'More'],
      es: { label: '¿Cuántos cuartos o paredes?', options: ['1', '2–3', '4–6', 'Más'] },
    },
  ],
  'roofing-gutters': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair a leak', 'New roof', 'Gutters', 'Inspection'],
      es: {
        label: '¿Qué necesitas?',
        options: ['Reparar una gotera', 'Techo nuevo', 'Canaletas', 'Inspección'],
      },
    },
    {
      id: 'roof',
      label: 'Roof type',
      options: ['Shingle', 'Tile', 'Flat', 'Metal', 'Not sure'],
      es: {
        label: 'Tipo de techo',
        options: ['Tejas asfálticas', 'Teja', 'Plano', 'Metal', 'No estoy seguro'],
      },
    },
  ],
  'landscaping-outdoor': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Lawn care', 'Garden design', 'Tree work', 'Hardscaping'],
      es: {
        label: '¿Qué necesitas?',
        options: [
          'Cuidado del césped',
          'Diseño de jardín',
          'Trabajo en árboles',
          'Obras de piedra y pavimento',
        ],
      },
    },
    HOW_OFTEN,
  ],
  renovations: [
    {
      id: 'room',
      label: 'Which part of the home?',
      options: ['Kitchen', 'Bathroom', 'Whole home', 'Addition', 'Other'],
      es: {
        label: '¿Qué parte de la casa?',
        options: ['Cocina', 'Baño', 'Toda la casa', 'Ampliación', 'Otra'],
      },
    },
    {
      id: 'plans',
      label: 'Do you have plans or drawings?',
      options: ['Yes', 'No', 'In progress'],
      es: { label: '¿Tienes planos o dibujos?', options: ['Sí', 'No', 'En proceso'] },
    },
    {
      id: 'budget',
      label: 'Budget',
      options: ['Under $10k', '$10k–$50k', 'Over $50k', 'Not sure'],
      es: {
        label: 'Presupuesto',
        options: ['Menos de $10k', '$10k–$50k', 'Más de $50k', 'No estoy seguro'],
      },
    },
  ],
  'handyman-repairs': [
    {
      id: 'tasks',
      label: 'How many tasks?',
      options: ['One', '2–3', 'A list'],
      es: { label: '¿Cuántas tareas?', options: ['Una', '2–3', 'Una lista'] },
    },
    {
      id: 'materials',
      label: 'Do you have the materials?',
      options: ['Yes', 'No', 'Some'],
      es: { label: '¿Tienes los materiales?', options: ['Sí', 'No', 'Algunos'] },
    },
  ],
};

/** A question's words in `locale`: its label, and each option's value (stored) and label (shown). */
export function questionIn(
  question: JobQuestion,
  locale: Locale,
): { label: string; options: Array<{ value: string; label: string }> } {
  const words = locale === 'es' ? question.es : question;
  return {
    label: words.label,
    options: question.options.map((value, i) => ({ value, label: words.options[i] ?? value })),
  };
}

export const questionsFor = (categorySlug: string | null | undefined): readonly JobQuestion[] =>
  (categorySlug && CATEGORY_QUESTIONS[categorySlug]) || [];

/**
 * The category's answers schema. `complete` (at submit) needs every question answered; a draft
 * may be partial. Categories without questions accept only an empty object (unknown keys dropped).
 */
export function answersSchemaFor(categorySlug: string | null | undefined, complete: boolean) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const question of questionsFor(categorySlug)) {
    const answer = z.enum(question.options as [string, ...string[]], {
      error: (issue) => (issue.input === undefined ? ANSWER_REQUIRED : ANSWER_INVALID),
    });
    shape[question.id] = complete ? answer : answer.optional();
  }
  return z.object(shape);
}

const DATE_FORMAT = 'Use a date like 2030-05-31.';

/** The job fields a draft can save and a submit can send (all optional on the wire). */
export const jobFieldsSchema = z.object({
  jobZip: z.union([jobZipSchema, z.literal('')]).optional(),
  jobAddress: singleLine().max(200, 'Address must be at most 200 characters').optional(),
  timing: z.enum(JOB_TIMINGS).optional(),
  // Empty, or a date: one string type, so that the API document can say it is nullable.
  timingDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, DATE_FORMAT)
    .nullable()
    .optional(),
  /** An unanswered question may come as null or '' (a radio group left alone). */
  answers: z.record(z.string(), z.string().max(100).nullable()).optional(),
});
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;

/** The job as the quote's owner sees and edits it. */
export const quoteJobSchema = z.object({
  jobZip: z.string().nullable(),
  jobAddress: z.string().nullable(),
  timing: z.enum(JOB_TIMINGS),
  timingDate: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  /** The trade whose questionnaire applies (the first business's category). */
  categorySlug: z.string().nullable(),
});

/** A photo of the job on its quote. */
export const quoteImageSchema = z.object({
  id: z.number().int(),
  objectUrl: z.string(),
  caption: z.string().nullable(),
});
export type QuoteImage = z.infer<typeof quoteImageSchema>;

/** The job as an invited business sees it (vendor inbox). */
export const vendorJobSchema = z.object({
  quoteId: z.number().int(),
  companyId: z.number().int(),
  quoteName: z.string(),
  description: z.string(),
  images: z.array(quoteImageSchema),
  jobZip: z.string().nullable(),
  /** City and state of the ZIP. */
  jobPlace: z.string().nullable(),
  /** Miles from the business's own ZIP to the job's, one decimal. */
  distanceMiles: z.number().nullable(),
  timing: z.enum(JOB_TIMINGS),
  timingDate: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** The street address: only for the business that was hired. */
  jobAddress: z.string().nullable(),
});
export type VendorJob = z.infer<typeof vendorJobSchema>;

/** When the job is, in `locale` (an e-mail's "When:"), as the business's inbox says it. */
export function describeTiming(
  timing: JobTiming,
  timingDate: string | null,
  locale: Locale,
): string {
  const es = locale === 'es';
  if (timing === 'on_date' && timingDate) {
    const date = new Date(`${timingDate}T12:00:00Z`).toLocaleDateString(es ? 'es-US' : 'en-US', {
      weekday: 'short',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return es ? `El ${date}` : `On ${date}`;
  }
  if (timing === 'within_week') return es ? 'En una semana' : 'Within a week';
  return 'Flexible';
}

/**
 * Labelled answers in the questionnaire's order, in `locale`, skipping unanswered ones (an answer
 * no longer among the options is shown as it was stored).
 */
export function labelledAnswers(
  categorySlug: string | null,
  answers: Record<string, string>,
  locale: Locale,
): Array<{ question: string; answer: string }> {
  return questionsFor(categorySlug).flatMap((question) => {
    const answer = answers[question.id];
    if (!answer) return [];
    const { label, options } = questionIn(question, locale);
    return [{ question: label, answer: options.find((o) => o.value === answer)?.label ?? answer }];
  });
}
