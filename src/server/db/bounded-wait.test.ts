import { describe, expect, it, vi } from 'vitest';
import { boundedWait } from './bounded-wait';

describe('boundedWait', () => {
  it('ends with the work, without calling late', async () => {
    const late = vi.fn();
    await boundedWait(Promise.resolve(), 1000, late);
    await boundedWait(Promise.reject(new Error('gone')), 1000, late);
    expect(late).not.toHaveBeenCalled();
  });

  it('gives up on work that never settles, and says so', async () => {
    vi.useFakeTimers();
    try {
      const late = vi.fn();
      const waiting = boundedWait(new Promise(() => {}), 5000, late);
      await vi.advanceTimersByTimeAsync(4999);
      expect(late).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(late).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
