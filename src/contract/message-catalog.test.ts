import { describe, expect, it } from 'vitest';
import { lookUpMessage } from './message-catalog';
import { ES_CONTRACT_MESSAGES } from './messages-es';

describe("the contract's messages in Spanish", () => {
  it('translate a message word for word, one with a number by its pattern, and leave any other', () => {
    const say = (message: string) => lookUpMessage(ES_CONTRACT_MESSAGES, message);
    expect(say('Password is required')).toBe('La contraseña es obligatoria');
    expect(say('Keep it under 2000 characters.')).toBe('Usa menos de 2000 caracteres.');
    expect(say('Pick the earliest start date.')).toBe('Elige la fecha de inicio más temprana.');
    expect(say('Ya está en español.')).toBe('Ya está en español.');
  });
});
