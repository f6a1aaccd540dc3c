import { describe, expect, it } from 'vitest';
import { ApiError, messageOf } from './api-client';

describe('ApiError', () => {
  it("reads '{status}: {body}' and falls back to the status text", () => {
    expect(new ApiError(403, 'Forbidden', '{"error":"Nope"}').message).toBe(
      '403: {"error":"Nope"}',
    );
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it("exposes the server's own message", () => {
    expect(
      new ApiError(400, 'Bad Request', '{"error":"Invalid email address"}').serverMessage,
    ).toBe('Invalid email address');
    expect(new ApiError(413, 'Payload Too Large', '{"message":"Too big"}').serverMessage).toBe(
      'Too big',
    );
    expect(new ApiError(500, 'Internal Server Error', '<html>').serverMessage).toBeUndefined();
  });

  it('lets screens fall back to their own text', () => {
    expect(messageOf(new ApiError(500, 'x', ''), 'Signup failed')).toBe('Signup failed');
    expect(messageOf(new TypeError('network'), 'Signup failed')).toBe('Signup failed');
  });
});
