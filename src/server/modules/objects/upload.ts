import type { FastifyRequest } from 'fastify';
import type { UploadRule } from '@/contract/upload';
import { HttpError } from '@/server/platform/errors';
import { containsNul, NUL_REFUSED } from '@/server/platform/input-guard';

/** Where the file comes, and its size limit and messages (a kind of UPLOAD_RULES, spread in). */
export interface UploadLimits extends Pick<UploadRule, 'maxBytes' | 'tooLarge' | 'missing'> {
  /** The multipart field that carries the file. */
  field: string;
  /** The file may be left out (a message with text only). */
  optional?: boolean;
}

export interface Upload<Optional extends boolean = false> {
  bytes: Optional extends true ? Buffer | undefined : Buffer;
  /** The other (text) fields of the form. */
  fields: Record<string, string>;
}

/**
 * Reads one file and the text fields of a multipart request. The size limit is enforced while
 * streaming: a larger file is cut off and refused (413) before anything is stored.
 */
export async function readUpload<L extends UploadLimits>(
  request: FastifyRequest,
  limits: L,
): Promise<Upload<L['optional'] extends true ? true : false>> {
  if (!request.isMultipart()) {
    // Text-only forms may come as JSON too (API clients).
    if (limits.optional && isTextRecord(request.body)) {
      return { bytes: undefined, fields: request.body } as Upload<
        L['optional'] extends true ? true : false
      >;
    }
    throw new HttpError(400, limits.missing);
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxBytes, files: 1, fields: 20, fieldSize: 20_000, parts: 21 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === limits.field) bytes = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Everything that fails here failed on the client's bytes (limits, or a malformed body that
    // the multipart parser rejects with a plain Error): a 4xx, never a 500.
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, limits.tooLarge);
    throw new HttpError(400, limits.missing);
  }
  if (containsNul(fields)) throw new HttpError(400, NUL_REFUSED);
  if ((!bytes || bytes.length === 0) && !limits.optional) throw new HttpError(400, limits.missing);
  return { bytes: bytes?.length ? bytes : undefined, fields } as Upload<
    L['optional'] extends true ? true : false
  >;
}

function isTextRecord(body: unknown): body is Record<string, string> {
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).every((value) => typeof value === 'string')
  );
}

/** The text fields of a multipart form that carries no file (the business form). */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const { fields } = await readUpload(request, {
    field: '',
    optional: true,
    maxBytes: 0,
    tooLarge: 'This form takes no files.',
    missing: 'Invalid form data',
  });
  return fields;
}
