import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken';
export const EMAIL_CHECK_DELAY_MS = 500;

/** Checked after a 500 ms pause once the text has an @ and is longer than 5 characters; failure returns to idle. */
export function useEmailAvailability(email: string): EmailAvailability {
  const [state, setState] = useState<EmailAvailability>('idle');
  const candidate = email.trim();
  const checkable = candidate.includes('@') && candidate.length > 5;

  useEffect(() => {
    if (!checkable) {
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('checking');
      api<{ exists: boolean }>(`/api/check-email/${encodeURIComponent(candidate)}`, {
        signal: controller.signal,
      })
        .then(({ exists }) => setState(exists ? 'taken' : 'available'))
        .catch(() => {
          if (!controller.signal.aborted) setState('idle');
        });
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [candidate, checkable]);

  return state;
}
