import { describe, expect, it } from 'vitest';
import { stateName, stateNameAlone, US_STATE_NAMES } from './cost-guide-text';

describe('stateName', () => {
  it('names a state in the page’s language: Spanish where its name differs, English otherwise', () => {
    expect(stateName('NM', 'es')).toBe('Nuevo México');
    expect(stateName('NC', 'es')).toBe('Carolina del Norte');
    expect(stateName('DC', 'es')).toBe('el Distrito de Columbia');
    expect(stateName('CA', 'es')).toBe('California');
    expect(stateNameAlone('DC', 'es')).toBe('Distrito de Columbia');
    expect(stateNameAlone('NM', 'es')).toBe('Nuevo México');
    expect(stateNameAlone('NM', 'en')).toBe('New Mexico');
    for (const [code, name] of Object.entries(US_STATE_NAMES))
      expect(stateName(code, 'en')).toBe(name);
    expect(stateName('GU', 'es')).toBe('GU');
  });
});
