import {
  IMAGE_MIME_TYPES,
  UPLOAD_RULES,
  type UploadKind,
  type UploadRule,
} from '@/contract/upload';
import { toast } from './toast';

/** The types a file picker offers for a kind of image (its `accept` attribute). */
export const acceptedImageTypes = (kind: UploadKind): string =>
  UPLOAD_RULES[kind].formats.map((format) => IMAGE_MIME_TYPES[format]).join(',');

/** A contract message in the page's language (`useContractMessage()`); English as written. */
type Say = (message: string) => string;
const asWritten: Say = (message) => message;

/**
 * What is wrong with a chosen file by the kind's rule (title and text of a toast, said by `say`),
 * or null.
 */
export function imageFileProblem(
  kind: UploadKind,
  file: File | null | undefined,
  say: Say = asWritten,
): { title: string; description: string } | null {
  const rule: UploadRule = UPLOAD_RULES[kind];
  const problem = !file
    ? 'missing'
    : !rule.formats.some((format) => IMAGE_MIME_TYPES[format] === file.type)
      ? 'wrongType'
      : file.size > rule.maxBytes
        ? 'tooLarge'
        : null;
  return problem && { title: say(rule.titles[problem]), description: say(rule[problem]) };
}

/**
 * Checks a chosen image before it is sent, by the contract's UPLOAD_RULES (the server checks it
 * again, by its bytes): true when it may go; otherwise the user is told why, in the server's words (in the page's language: `say`).
 */
export function checkImageFile(
  kind: UploadKind,
  file: File | null | undefined,
  say: Say,
): file is File {
  const problem = imageFileProblem(kind, file, say);
  if (problem) toast({ variant: 'destructive', ...problem });
  return !problem;
}
