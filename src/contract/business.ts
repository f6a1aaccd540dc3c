import { z } from 'zod';

export const DEFAULT_STATE = 'CA';
export const MAX_COMPANY_PHOTOS = 10;

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

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
  /** Optional; http(s) only, so a link can never run script. */
  website: z
    .string()
    .trim()
    .max(300, 'Must be a valid URL')
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

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The add/edit business dialog: category and subcategories by slug. */
export const businessFormSchema = z.object({
  ...businessFields,
  category: z.string().min(1, 'Category is required'),
  subcategories: z.array(z.string()).min(1, 'Select at least one subcategory'),
});
export type BusinessFormInput = z.input<typeof businessFormSchema>;

const parseJsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** POST/PUT /api/companies: multipart (or JSON) business fields, categoryId, subcategories as a JSON string. */
export const companyRequestSchema = z.object({
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
    caption: z
      .string()
      .trim()
      .max(300, 'Caption must be at most 300 characters')
      .nullable()
      .optional(),
    displayOrder: z.number().int().min(0).max(1000).optional(),
  })
  .refine((p) => p.caption !== undefined || p.displayOrder !== undefined, 'Nothing to update');
