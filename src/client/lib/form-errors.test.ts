import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './form-errors';

const answer = (body: string) => new ApiError(400, 'Bad Request', body);

describe('showServerFieldErrors', () => {
  it('puts the server’s field messages on the form’s own fields only', () => {
    const set: Record<string, string | undefined> = {};
    const shown = showServerFieldErrors<{ password: string; email: string }>(
      answer(
        JSON.stringify({ error: 'x', fields: { password: 'Too common', token: 'Bad token' } }),
      ),
      (name, error) => (set[name] = error.message),
      ['password', 'email'],
    );
    expect(shown).toBe(true);
    expect(set).toEqual({ password: 'Too common' });
  });

  it('shows nothing for an answer without fields, a body that is not JSON or another error', () => {
    const setError = () => {
      throw new Error('no field should be set');
    };
    for (const error of [answer('{"error":"Nope"}'), answer('<html>'), new Error('offline')]) {
      expect(showServerFieldErrors<{ password: string }>(error, setError, ['password'])).toBe(
        false,
      );
    }
  });
});
