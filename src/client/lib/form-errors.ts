import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The per-field messages of an error answer (its `fields`), keyed by input name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const { fields } = JSON.parse(error.body) as { fields?: unknown };
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Shows the server's per-field messages under the form's own fields (a rule only the server can
 * check, such as a password that is too common); true when at least one landed on a field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  let shown = false;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const field = names.find((candidate) => candidate === name);
    if (field === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
