/**
 * The draft of a quote (src/client/features/quotes/components/draft-form.tsx) as its customer edits
 * it: the description's counter, Save Draft, Submit Quote and what each refuses before asking the
 * server. The API is answered here from the contract's shapes (the client in isolation); the
 * integration and browser suites save and submit on the real server.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_DATE_REQUIRED, JOB_ZIP_REQUIRED } from '@/contract/job';
import { DESCRIPTION_TOO_SHORT, QUOTE_DESCRIPTION_MIN, type Quote } from '@/contract/quote';
import { DraftForm } from '@/client/features/quotes/components/draft-form';
import { quote } from '../support/api-fixtures';
import { answer, reply, requests } from '../support/fake-api';
import { renderClient } from '../support/render-client';

const longEnough =
  'The kitchen sink leaks under the basin whenever the tap runs; the cabinet floor under it is soaked and soft.';

function draft(job: Partial<Quote['job']> = {}): Quote {
  const sent = quote();
  return quote({
    id: 21,
    status: 'draft',
    stage: 'draft',
    submittedAt: null,
    description: longEnough,
    job: { ...sent.job, ...job },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const description = () => field('Project Description');
const submitButton = () => screen.getByRole('button', { name: 'Submit Quote' });
const saveButton = () => screen.getByRole('button', { name: 'Save Draft' });

describe("a quote's draft", () => {
  it('counts the description against its minimum, and submits only past it', async () => {
    expect(longEnough.length).toBeGreaterThanOrEqual(QUOTE_DESCRIPTION_MIN);
    const { user } = renderClient(<DraftForm quote={draft()} />);
    expect(screen.getByText(`${longEnough.length}/${QUOTE_DESCRIPTION_MIN} minimum`)).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', false);

    await user.clear(description());
    await user.type(description(), '  Leaky sink  ');

    expect(screen.getByText(`10/${QUOTE_DESCRIPTION_MIN} minimum`)).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('saves the edited draft, and says so', async () => {
    answer('PUT /api/quotes/21', { ...draft(), quoteName: 'Sink leak, urgent' });
    const { user } = renderClient(<DraftForm quote={draft()} />);

    await user.clear(field('Quote Name'));
    await user.type(field('Quote Name'), 'Sink leak, urgent');
    await user.type(field('Street address (optional)'), '12 Elm St');
    await user.click(screen.getByRole('radio', { name: 'Within a week' }));
    await user.click(saveButton());

    expect(await screen.findByText('Your quote has been updated successfully.')).toBeTruthy();
    const [saved] = requests('PUT /api/quotes/21');
    expect(saved?.body).toEqual({
      quoteName: 'Sink leak, urgent',
      description: longEnough,
      jobZip: '02134',
      jobAddress: '12 Elm St',
      timing: 'within_week',
      timingDate: '',
      answers: {},
    });
  });

  it('does not save a description under the minimum: it says why beside the field', async () => {
    const { user } = renderClient(<DraftForm quote={draft()} />);
    await user.clear(description());
    await user.type(description(), 'Too short');

    await user.click(saveButton());

    expect(await screen.findByText(DESCRIPTION_TOO_SHORT)).toBeTruthy();
    expect(description().getAttribute('aria-invalid')).toBe('true');
    expect(requests()).toEqual([]);
  });

  it("tells the server's refusal of a save", async () => {
    answer('PUT /api/quotes/21', reply(409, { error: 'This quote was already submitted.' }));
    const { user } = renderClient(<DraftForm quote={draft()} />);

    await user.click(saveButton());

    expect(await screen.findByText('This quote was already submitted.')).toBeTruthy();
    expect(screen.getByText('Update failed')).toBeTruthy();
  });

  it('submits the draft with its job, and says what happens next', async () => {
    answer('POST /api/quotes/21/submit', { ...draft(), status: 'submitted', stage: 'requested' });
    const { user } = renderClient(<DraftForm quote={draft()} />);

    await user.click(submitButton());

    expect(
      await screen.findByText(
        'Your quote has been submitted to companies. You can now communicate with them here.',
      ),
    ).toBeTruthy();
    const [submitted] = requests('POST /api/quotes/21/submit');
    expect(submitted?.body).toMatchObject({
      quoteName: 'Kitchen sink leak',
      description: longEnough,
      jobZip: '02134',
      timing: 'flexible',
    });
  });

  it('asks for the job’s ZIP before submitting, with the focus on it', async () => {
    const { user } = renderClient(<DraftForm quote={draft({ jobZip: null })} />);

    await user.click(submitButton());

    const zip = field('Job ZIP code');
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(JOB_ZIP_REQUIRED).length).toBeGreaterThan(0);
    expect(requests()).toEqual([]);

    await user.type(zip, '02134');
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the date when the job is on a date', async () => {
    const { user } = renderClient(<DraftForm quote={draft()} />);

    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.click(submitButton());

    expect((await screen.findAllByText(JOB_DATE_REQUIRED)).length).toBeGreaterThan(0);
    expect(document.activeElement?.getAttribute('type')).toBe('date');
    expect(requests()).toEqual([]);
  });
});
