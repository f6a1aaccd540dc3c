import { describe, expect, it } from 'vitest';
import { parseLsn, replayLagMs } from './read-replicas';

describe('a standby’s replay lag', () => {
  const samples = [
    { at: 1_000, lsn: parseLsn('0/3000000') },
    { at: 2_000, lsn: parseLsn('0/3000100') },
    { at: 3_000, lsn: parseLsn('0/3000100') },
    { at: 4_000, lsn: parseLsn('1/00000010') },
  ];

  it('is none when everything the primary wrote is replayed, however long it has been idle', () => {
    expect(replayLagMs(samples, parseLsn('1/00000010'), 60_000)).toBe(0);
  });

  it('dates from the first position the standby has not replayed', () => {
    expect(replayLagMs(samples, parseLsn('0/3000100'), 4_500)).toBe(500);
    expect(replayLagMs(samples, parseLsn('0/3000000'), 4_500)).toBe(2_500);
  });

  it('is beyond measure when the standby is behind the oldest position kept', () => {
    expect(replayLagMs(samples, parseLsn('0/2FFFFFF'), 4_500)).toBe(Infinity);
  });

  it('compares positions across the 4 GB boundary by number, not text', () => {
    expect(parseLsn('1/0')).toBeGreaterThan(parseLsn('0/FFFFFFFF'));
    expect(parseLsn('A/10')).toBe(10n * 2n ** 32n + 16n);
  });
});
