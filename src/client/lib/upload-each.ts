import type { UploadKind } from '@/contract/upload';
import { messageOf } from './api-client';
import { imageFileProblem } from './image-file';
import { toast } from './toast';

/** A chosen file that was not uploaded, and why. */
export interface RefusedFile {
  name: string;
  message: string;
}

/**
 * Sends chosen files one after another, in the order chosen (the order they are shown in), each
 * checked first by the kind's rule; a refused file does not stop the others. The refused ones,
 * each with the server's words (or the same words from the shared rule, before sending: no 20 MB
 * upload only to hear it is too large; said in the page's language by `say`), else `fallback`.
 */
export async function uploadEach(
  kind: UploadKind,
  files: readonly File[],
  send: (file: File, index: number) => Promise<unknown>,
  fallback: string,
  say: (message: string) => string,
): Promise<RefusedFile[]> {
  const refused: RefusedFile[] = [];
  for (const [index, file] of files.entries()) {
    const problem = imageFileProblem(kind, file, say);
    if (problem) {
      refused.push({ name: file.name, message: problem.description });
      continue;
    }
    try {
      await send(file, index);
    } catch (error) {
      refused.push({ name: file.name, message: messageOf(error, fallback) });
    }
  }
  return refused;
}

/**
 * The one toast after `uploadEach` of `count` files: what was added, or how many were refused (for
 * one file, why: several list their reasons beside the form). The words are the caller's.
 */
export function toastUploaded(
  count: number,
  refused: readonly RefusedFile[],
  said: {
    title: string;
    added: (count: number) => string | undefined;
    failed: string;
    someRefused: (refused: number, count: number) => string;
  },
): void {
  if (refused.length === 0) {
    toast({ variant: 'success', title: said.title, description: said.added(count) });
    return;
  }
  toast({
    variant: 'destructive',
    title: said.failed,
    description: count > 1 ? said.someRefused(refused.length, count) : refused[0]!.message,
  });
}
