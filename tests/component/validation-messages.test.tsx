/**
 * A form's validation messages come from the contract's shared zod schemas, in English word for
 * word; a page in Spanish shows them in Spanish, from the table the server answers with
 * (src/contract/messages-es.ts), loaded with the Spanish catalog (issue 33).
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DraftForm } from '@/client/features/quotes/components/draft-form';
import { AvailabilityForm } from '@/client/features/visits/components/availability-form';
import type { Availability } from '@/contract/visit';
import { quote } from '../support/api-fixtures';
import { renderClient } from '../support/render-client';

/** A draft whose description is under the 100 characters Save Draft asks for. */
const draft = () =>
  quote({
    id: 21,
    status: 'draft',
    stage: 'draft',
    submittedAt: null,
    description: 'The kitchen sink leaks under the basin.',
  });

describe("the contract's validation messages in a form", () => {
  it.each([
    {
      locale: 'en',
      name: 'Quote Name',
      save: 'Save Draft',
      messages: ['Quote name is required', 'Description must be at least 100 characters long.'],
    },
    {
      locale: 'es',
      name: 'Nombre de la solicitud',
      save: 'Guardar borrador',
      messages: [
        'El nombre de la solicitud es obligatorio',
        'La descripción debe tener al menos 100 caracteres.',
      ],
    },
  ] as const)('are in the page’s language ($locale)', async ({ locale, name, save, messages }) => {
    const { user } = renderClient(<DraftForm quote={draft()} />, { locale });

    await user.clear(screen.getByRole('textbox', { name }));
    await user.click(screen.getByRole('button', { name: save }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(messages);
    expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
  });
});

/** Mondays 9:00–12:00 and 13:00–16:00. */
const availability: Availability = {
  companyId: 3,
  bookingMode: 'instant',
  visitMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 12,
  maxDaysAhead: 30,
  timeZone: 'America/Denver',
  weekly: [
    { weekday: 1, startMinute: 540, endMinute: 720 },
    { weekday: 1, startMinute: 780, endMinute: 960 },
  ],
  timeOff: [],
};

describe('a message a form shows outside its fields', () => {
  it.each([
    {
      locale: 'en',
      from: 'Monday: from',
      save: 'Save availability',
      message: 'Ranges on the same day must not overlap.',
    },
    {
      locale: 'es',
      from: 'Lunes: desde',
      save: 'Guardar disponibilidad',
      message: 'Las franjas de un mismo día no pueden superponerse.',
    },
  ] as const)(
    'is in the page’s language too ($locale)',
    async ({ locale, from, save, message }) => {
      const { user } = renderClient(
        <AvailabilityForm companyId={3} availability={availability} />,
        {
          locale,
        },
      );

      // The afternoon range now starts at 11:00, inside the morning's.
      fireEvent.change(screen.getAllByLabelText(from)[1]!, { target: { value: '11:00' } });
      await user.click(screen.getByRole('button', { name: save }));

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toContain(message);
    },
  );
});
