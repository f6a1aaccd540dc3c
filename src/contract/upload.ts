import { z } from 'zod';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadResponseSchema = z.object({ objectId: z.number().int() });
