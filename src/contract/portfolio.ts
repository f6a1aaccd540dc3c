import { z } from 'zod';
import { singleLine } from './common';

/**
 * A business's project portfolio (issue 36 item 5, docs/decisions/100-project-portfolio.md): the
 * projects it publishes on its company page and on their own public page.
 */

/** A business keeps at most this many projects, each with at most this many photos. */
export const MAX_PROJECTS = 30;
export const MAX_PROJECT_PHOTOS = 12;

// Every user-visible message.
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const PROJECT_PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';
export const PROJECT_LIMIT_MESSAGE = `A business can publish at most ${MAX_PROJECTS} projects.`;
export const PROJECT_PHOTO_LIMIT_MESSAGE = `A project can have at most ${MAX_PROJECT_PHOTOS} photos.`;
export const PROJECT_TRADE_MESSAGE = 'Choose one of your business’s trades.';
export const PROJECT_ORDER_MESSAGE = 'List each of your projects exactly once.';
const TITLE_MESSAGE = 'Give the project a title (up to 120 characters).';
const DESCRIPTION_MESSAGE = 'Describe the project (up to 2000 characters).';
const CITY_MESSAGE = 'Give the city (up to 100 characters).';
const COST_MESSAGE = 'Give a cost in whole dollars, or leave it empty.';
const COST_RANGE_MESSAGE = 'Give both ends of the cost range, the lower one first.';
const MONTH_MESSAGE = 'Give the month the work was finished (YYYY-MM), or leave it empty.';

/** Both ends or neither, the lower first. */
const isCostRange = (min: number | null, max: number | null) =>
  (min === null) === (max === null) && (min ?? 0) <= (max ?? 0);

const cents = z
  .number({ error: COST_MESSAGE })
  .int(COST_MESSAGE)
  .min(0, COST_MESSAGE)
  .max(100_000_000_00, COST_MESSAGE)
  .nullable();

/** POST and PUT /api/companies/{id}/projects: money in whole cents, the month as YYYY-MM. */
export const projectInputSchema = z
  .object({
    title: singleLine({ error: TITLE_MESSAGE }).min(1, TITLE_MESSAGE).max(120, TITLE_MESSAGE),
    description: z
      .string({ error: DESCRIPTION_MESSAGE })
      .trim()
      .min(1, DESCRIPTION_MESSAGE)
      .max(2000, DESCRIPTION_MESSAGE),
    subcategoryId: z
      .number({ error: PROJECT_TRADE_MESSAGE })
      .int(PROJECT_TRADE_MESSAGE)
      .positive(PROJECT_TRADE_MESSAGE)
      .max(2_147_483_647, PROJECT_TRADE_MESSAGE),
    city: singleLine({ error: CITY_MESSAGE }).min(1, CITY_MESSAGE).max(100, CITY_MESSAGE),
    costMinCents: cents,
    costMaxCents: cents,
    completedMonth: z
      .string({ error: MONTH_MESSAGE })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
      .nullable(),
  })
  .refine((p) => isCostRange(p.costMinCents, p.costMaxCents), {
    message: COST_RANGE_MESSAGE,
    path: ['costMaxCents'],
  });
export type ProjectInput = z.infer<typeof projectInputSchema>;

const dollars = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, COST_MESSAGE)
  .transform((s) => (s === '' ? null : Number(s) * 100));

/** The business's form: the same fields, costs typed in whole dollars (empty for none). */
export const projectFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    subcategoryId: z.string(),
    city: z.string(),
    costMin: dollars,
    costMax: dollars,
    completedMonth: z.string(),
  })
  .refine((v) => isCostRange(v.costMin, v.costMax), {
    message: COST_RANGE_MESSAGE,
    path: ['costMax'],
  })
  .transform(({ costMin, costMax, subcategoryId, completedMonth, ...rest }) => ({
    ...rest,
    subcategoryId: Number(subcategoryId),
    costMinCents: costMin,
    costMaxCents: costMax,
    completedMonth: completedMonth || null,
  }))
  .pipe(projectInputSchema);
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** PUT /api/companies/{id}/projects/order: every project id of the company, in the new order. */
export const projectOrderSchema = z.object({
  projectIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: PROJECT_ORDER_MESSAGE })
    .max(MAX_PROJECTS, PROJECT_ORDER_MESSAGE),
});

export const projectPhotoSchema = z.object({ id: z.number().int(), objectUrl: z.string() });
export type ProjectPhoto = z.infer<typeof projectPhotoSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  subcategoryId: z.number().int(),
  /** The trade's name, in the request's language. */
  trade: z.string(),
  city: z.string(),
  costMinCents: z.number().int().nullable(),
  costMaxCents: z.number().int().nullable(),
  completedMonth: z.string().nullable(),
  position: z.number().int(),
  /** Hidden by an admin: only its owner still sees it, marked. */
  hidden: z.boolean(),
  photos: z.array(projectPhotoSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** The public path of a project's page. */
export const projectPath = (companyId: number, projectId: number) =>
  `/companies/${companyId}/projects/${projectId}`;
