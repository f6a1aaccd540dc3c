import { z } from 'zod';
import { singleLine } from './common';

export const DEFAULT_STATE = 'CA';

/** Where a business works (docs/decisions/016): a radius around its address, or a list of ZIP codes. */
export const SERVICE_AREA_KINDS = ['radius', 'zips'] as const;
export type ServiceAreaKind = (typeof SERVICE_AREA_KINDS)[number];
export const DEFAULT_SERVICE_RADIUS_MILES = 25;
export const MAX_SERVICE_RADIUS_MILES = 100;
export const MAX_SERVICE_ZIPS = 200;
export const MAX_WEEKLY_REQUEST_CAP = 100;

export const SERVICE_AREA_MESSAGES = {
  kind: "Service area must be 'radius' or 'zips'",
  radius: `Service radius must be between 1 and ${MAX_SERVICE_RADIUS_MILES} miles`,
  zips: 'Enter at least one 5-digit ZIP code',
  zip: 'ZIP codes must be 5 digits, e.g. 94103',
  tooManyZips: `Enter at most ${MAX_SERVICE_ZIPS} ZIP codes`,
  paused: 'Pause new matched requests must be true or false',
  cap: `Weekly lead limit must be a whole number from 1 to ${MAX_WEEKLY_REQUEST_CAP}, or empty for no limit`,
} as const;

/** The ZIP codes in what a person typed: any separators (commas, spaces, new lines), duplicates dropped. */
export function readZipList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((zip) => zip !== ''))];
}

/** The service-area ZIP list: 1 to 200 ZIP codes of five digits. */
export const serviceZipsSchema = z
  .array(z.string().regex(/^\d{5}$/, SERVICE_AREA_MESSAGES.zip), {
    error: SERVICE_AREA_MESSAGES.zips,
  })
  .min(1, SERVICE_AREA_MESSAGES.zips)
  .max(MAX_SERVICE_ZIPS, SERVICE_AREA_MESSAGES.tooManyZips);

export const MAX_COMPANY_PHOTOS = 10;

const text = (message: string, min: number, max: number) =>
  singleLine({ error: message }).min(min, message).max(max, message);

/** The business fields shared by the form (client) and the request (server), with SPEC §5's messages. */
const businessFields = {
  name: text('Business name is required', 1, 120),
  description: z
    .string({ error: 'Description must be at least 10 characters' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(2000, 'Description must be at most 2000 characters'),
  phone: text('Valid phone number is required', 10, 30).regex(
    /^[\d\s()+.-]+$/,
    'Valid phone number is required',
  ),
  email: z
    .string({ error: 'Valid email address is required' })
    .trim()
    .max(254, 'Valid email address is required')
    .pipe(z.email('Valid email address is required')),
  /**
   * Optional; http(s) only, so a link can never run script. A bare domain ("example.com") is
   * taken as https://example.com, as a browser's address bar would.
   */
  website: z
    .string()
    .trim()
    .max(300, 'Must be a valid URL')
    .transform(withWebScheme)
    .refine((value) => value === '' || isWebUrl(value), 'Must be a valid URL')
    .optional(),
  address: text('Address is required', 1, 200),
  city: text('City is required', 1, 100),
  state: text('State is required', 2, 2).transform((s) => s.toUpperCase()),
  zip: z
    .string({ error: 'Valid ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Valid ZIP code is required'),
};

/**
 * https:// before an address written without a scheme. A scheme is letters before a colon with no
 * dot before it, so "example.com:8080" gets one and "mailto:" or "javascript:" keep theirs (and
 * are refused).
 */
function withWebScheme(value: string): string {
  return value === '' || /^[a-z][a-z\d+-]*:/i.test(value) ? value : `https://${value}`;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A whole number from 1 to `max` typed into a text field, or '' when `allowEmpty`. */
const typedWholeNumber = (message: string, max: number, allowEmpty = false) =>
  z
    .string()
    .trim()
    .refine(
      (text) =>
        (allowEmpty && text === '') ||
        (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max),
      message,
    );

/**
 * The add/edit business dialog: category and subcategories by slug; the service radius and the
 * weekly limit as typed, the ZIP list as typed text (sent only for a ZIP-list area).
 */
export const businessFormSchema = z
  .object({
    ...businessFields,
    category: z.string().min(1, 'Category is required'),
    subcategories: z.array(z.string()).min(1, 'Select at least one subcategory'),
    serviceArea: z.enum(SERVICE_AREA_KINDS),
    serviceRadiusMiles: typedWholeNumber(SERVICE_AREA_MESSAGES.radius, MAX_SERVICE_RADIUS_MILES),
    serviceZips: z.string(),
    pausedNewRequests: z.boolean(),
    weeklyRequestCap: typedWholeNumber(SERVICE_AREA_MESSAGES.cap, MAX_WEEKLY_REQUEST_CAP, true),
  })
  // A check, then the conversion: a check still runs when another field has failed, so every
  // message shows at once.
  .superRefine((values, context) => {
    if (values.serviceArea !== 'zips') return;
    const zips = serviceZipsSchema.safeParse(readZipList(values.serviceZips));
    if (zips.success) return;
    context.addIssue({
      code: 'custom',
      path: ['serviceZips'],
      message: zips.error.issues[0]?.message ?? SERVICE_AREA_MESSAGES.zips,
    });
  })
  .transform(({ serviceZips, ...values }) => ({
    ...values,
    serviceZips: values.serviceArea === 'zips' ? readZipList(serviceZips) : undefined,
  }));
export type BusinessFormValues = z.output<typeof businessFormSchema>;

const parseJsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** POST/PUT /api/companies: multipart (or JSON) business fields, categoryId, subcategories as a JSON string. */
export const companyRequestSchema = z
  .object({
    ...businessFields,
    categoryId: z.coerce
      .number({ error: 'Category is required' })
      .int('Category is required')
      .positive('Category is required')
      .max(2_147_483_647, 'Category is required'),
    subcategories: z.preprocess(
      parseJsonList,
      z
        .array(z.string().max(100), { error: 'Select at least one subcategory' })
        .min(1, 'Select at least one subcategory')
        .max(30, 'Select at most 30 subcategories'),
    ),
    /** An image uploaded by the caller through /api/upload/single, attached in the same transaction. */
    logoObjectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /*
     * Service area and lead settings (issue 21): each optional, absent means unchanged on update and
     * the default on create. A multipart form sends the ZIP list as a JSON string, the others as text.
     */
    serviceArea: z.enum(SERVICE_AREA_KINDS, { error: SERVICE_AREA_MESSAGES.kind }).optional(),
    serviceRadiusMiles: z.coerce
      .number({ error: SERVICE_AREA_MESSAGES.radius })
      .int(SERVICE_AREA_MESSAGES.radius)
      .min(1, SERVICE_AREA_MESSAGES.radius)
      .max(MAX_SERVICE_RADIUS_MILES, SERVICE_AREA_MESSAGES.radius)
      .optional(),
    serviceZips: z.preprocess(parseJsonList, serviceZipsSchema).optional(),
    pausedNewRequests: z
      .preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.boolean({ error: SERVICE_AREA_MESSAGES.paused }),
      )
      .optional(),
    /** null (or '' from a form) for no limit. */
    weeklyRequestCap: z
      .preprocess(
        (value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value),
        z
          .number({ error: SERVICE_AREA_MESSAGES.cap })
          .int(SERVICE_AREA_MESSAGES.cap)
          .min(1, SERVICE_AREA_MESSAGES.cap)
          .max(MAX_WEEKLY_REQUEST_CAP, SERVICE_AREA_MESSAGES.cap)
          .nullable(),
      )
      .optional(),
  })
  .refine((body) => body.serviceArea !== 'zips' || body.serviceZips !== undefined, {
    message: SERVICE_AREA_MESSAGES.zips,
    path: ['serviceZips'],
  });
export type CompanyRequest = z.output<typeof companyRequestSchema>;

export const logoRequestSchema = z.object({
  logoObjectId: z.coerce
    .number({ error: 'Logo update failed' })
    .int()
    .positive()
    .max(2_147_483_647),
});

export const activeRequestSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const photoPatchSchema = z
  .object({
    caption: singleLine().max(300, 'Caption must be at most 300 characters').nullable().optional(),
    displayOrder: z.number().int().min(0).max(1000).optional(),
  })
  .refine((p) => p.caption !== undefined || p.displayOrder !== undefined, 'Nothing to update');
