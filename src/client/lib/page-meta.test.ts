import { describe, expect, it } from 'vitest';
import { clip } from './page-meta';

describe('clip', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(clip('Leaks fixed.\n\nSame   week.')).toBe('Leaks fixed. Same week.');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const clipped = clip(text, 160);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/^(word )+word…$/);
  });

  it('cuts a text without spaces where it must', () => {
    expect(clip('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
