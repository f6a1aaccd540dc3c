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

/** What is wrong with a chosen file by the kind's rule (title and text of a toast), or null. */
export function imageFileProblem(
  kind: UploadKind,
  file: File | null | undefined,
): { title: string; description: string } | null {
  const rule: UploadRule = UPLOAD_RULES[kind];
  const problem = !file
    ? 'missing'
    : !rule.formats.some((format) => IMAGE_MIME_TYPES[format] === file.type)
      ? 'wrongType'
      : file.size > rule.maxBytes
        ? 'tooLarge'
        : null;
  return problem && { title: rule.titles[problem], description: rule[problem] };
}

/**
 * Checks a chosen image before it is sent, by the contract's UPLOAD_RULES (the server checks it
 * again, by its bytes): true when it may go; otherwise the user is told why, in the server's words.
 */
export function checkImageFile(kind: UploadKind, file: File | null | undefined): file is File {
  const problem = imageFileProblem(kind, file);
  if (problem) toast({ variant: 'destructive', ...problem });
  return !problem;
}
