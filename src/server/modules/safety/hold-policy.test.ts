import { describe, expect, it } from 'vitest';
import { containsBlockedWord } from './hold-policy';

describe('containsBlockedWord', () => {
  const words = ['swindle', 'rip off', 'c++'];

  it.each([
    ['What a SWINDLE!', true],
    ['swindle', true],
    ['this is a rip   off', true],
    ['(swindle)', true],
    ['I code in c++ daily', true],
    ['Swindlers everywhere', false],
    ['unswindle', false],
    ['ripoff', false],
    ['', false],
  ])('%j → %s', (text, held) => {
    expect(containsBlockedWord(text, words)).toBe(held);
  });

  it('holds nothing without words', () => {
    expect(containsBlockedWord('anything at all', [])).toBe(false);
  });
});
