import { z } from 'zod';
import { singleLine } from './common';

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
  options: readonly string[];
}

/** 2–4 questions per trade (category slug); trades not listed ask none. Answers are choices. */
export const CATEGORY_QUESTIONS: Record<string, readonly JobQuestion[]> = {
  'plumbing-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'Install or replace', 'Drain cleaning', 'Not sure'],
    },
    {
      id: 'fixture',
      label: 'What is it about?',
      options: ['Sink or faucet', 'Toilet', 'Water heater', 'Pipes', 'Other'],
    },
    { id: 'leaking', label: 'Is water leaking now?', options: ['Yes', 'No'] },
  ],
  'electrical-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'New wiring or outlets', 'Lighting', 'Panel upgrade', 'Not sure'],
    },
    { id: 'property', label: 'Type of property', options: ['House', 'Apartment', 'Business'] },
  ],
  cleaning: [
    {
      id: 'kind',
      label: 'What kind of cleaning?',
      options: ['Standard', 'Deep clean', 'Move in or out', 'After construction'],
    },
    {
      id: 'bedrooms',
      label: 'How many bedrooms?',
      options: ['Studio', '1', '2', '3', '4 or more'],
    },
    {
      id: 'frequency',
      label: 'How often?',
      options: ['Once', 'Every week', 'Every 2 weeks', 'Monthly'],
    },
  ],
  'hvac-services': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair', 'Maintenance', 'New system', 'Not sure'],
    },
    { id: 'system', label: 'Which system?', options: ['Heating', 'Air conditioning', 'Both'] },
  ],
  'moving-services': [
    {
      id: 'size',
      label: 'How big is the move?',
      options: ['Studio', '1–2 bedrooms', '3+ bedrooms', 'Office'],
    },
    {
      id: 'distance',
      label: 'How far?',
      options: ['Same city', 'Under 100 miles', 'Long distance'],
    },
    { id: 'packing', label: 'Do you need packing?', options: ['Yes', 'No'] },
  ],
  'painting-finishing': [
    { id: 'where', label: 'Where?', options: ['Interior', 'Exterior', 'Both'] },
    { id: 'rooms', label: 'How many rooms or walls?', options: ['1', '2–3', '4–6', 'More'] },
  ],
  'roofing-gutters': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Repair a leak', 'New roof', 'Gutters', 'Inspection'],
    },
    { id: 'roof', label: 'Roof type', options: ['Shingle', 'Tile', 'Flat', 'Metal', 'Not sure'] },
  ],
  'landscaping-outdoor': [
    {
      id: 'kind',
      label: 'What do you need?',
      options: ['Lawn care', 'Garden design', 'Tree work', 'Hardscaping'],
    },
    {
      id: 'frequency',
      label: 'How often?',
      options: ['Once', 'Every week', 'Every 2 weeks', 'Monthly'],
    },
  ],
  renovations: [
    {
      id: 'room',
      label: 'Which part of the home?',
      options: ['Kitchen', 'Bathroom', 'Whole home', 'Addition', 'Other'],
    },
    { id: 'plans', label: 'Do you have plans or drawings?', options: ['Yes', 'No', 'In progress'] },
    {
      id: 'budget',
      label: 'Budget',
      options: ['Under $10k', '$10k–$50k', 'Over $50k', 'Not sure'],
    },
  ],
  'handyman-repairs': [
    { id: 'tasks', label: 'How many tasks?', options: ['One', '2–3', 'A list'] },
    { id: 'materials', label: 'Do you have the materials?', options: ['Yes', 'No', 'Some'] },
  ],
};

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

export function describeTiming(timing: JobTiming, timingDate: string | null): string {
  if (timing === 'on_date' && timingDate) {
    const date = new Date(`${timingDate}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return `On ${date}`;
  }
  return timing === 'within_week' ? 'Within a week' : 'Flexible';
}

/** Labelled answers in the questionnaire's order, skipping unanswered ones. */
export function labelledAnswers(
  categorySlug: string | null,
  answers: Record<string, string>,
): Array<{ question: string; answer: string }> {
  return questionsFor(categorySlug).flatMap((q) =>
    answers[q.id] ? [{ question: q.label, answer: answers[q.id]! }] : [],
  );
}
