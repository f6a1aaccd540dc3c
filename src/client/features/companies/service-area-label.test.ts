import { describe, expect, it } from 'vitest';
import { serviceAreaLabel } from './service-area-label';

describe('serviceAreaLabel', () => {
  it('names the radius around the business', () => {
    expect(serviceAreaLabel({ kind: 'radius', radiusMiles: 25, zips: [] }, '94103')).toBe(
      'Serves within 25 miles of 94103',
    );
    expect(serviceAreaLabel({ kind: 'radius', radiusMiles: 1, zips: [] }, '94103')).toBe(
      'Serves within 1 mile of 94103',
    );
  });

  it('names up to three ZIP codes, then counts the rest', () => {
    const area = (zips: string[]) => ({ kind: 'zips' as const, radiusMiles: 25, zips });
    expect(serviceAreaLabel(area(['94103']), '94103')).toBe('Serves 94103');
    expect(serviceAreaLabel(area(['94103', '94110']), '94103')).toBe('Serves 94103 and 94110');
    expect(serviceAreaLabel(area(['94103', '94107', '94110']), '94103')).toBe(
      'Serves 94103, 94107 and 94110',
    );
    expect(serviceAreaLabel(area(['94103', '94107', '94110', '94112', '94114']), '94103')).toBe(
      'Serves 94103, 94107 and 3 more ZIP codes',
    );
  });
});
