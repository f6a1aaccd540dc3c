import { useEffect, useState } from 'react';
import { checkEmail } from '@/client/data/auth';

export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken';
export const EMAIL_CHECK_DELAY_MS = 500;

/** Checked after a 500 ms pause once the text has an @ and is longer than 5 characters; failure returns to idle. */
export function useEmailAvailability(email: string): EmailAvailability {
  const [result, setResult] = useState<{ email: string; state: EmailAvailability }>({
    email: '',
    state: 'idle',
  });
  const candidate = email.trim();
  const checkable = candidate.includes('@') && candidate.length > 5;

  useEffect(() => {
    if (!checkable) return;
    const controller = new AbortController();
    const settle = (state: EmailAvailability) => setResult({ email: candidate, state });
    const timer = setTimeout(() => {
      settle('checking');
      checkEmail(candidate, controller.signal)
        .then(({ exists }) => settle(exists ? 'taken' : 'available'))
        .catch(() => {
          if (!controller.signal.aborted) settle('idle');
        });
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [candidate, checkable]);

  return checkable && result.email === candidate ? result.state : 'idle';
}
