import { describe, expect, it } from 'vitest';
import {
  BUSINESS_GONE_CLOSED,
  CLOSED_BY_CUSTOMER,
  closedReason,
  HIRED_ANOTHER_CLOSED,
  NOT_SELECTED_CLOSED,
  NOT_SUBMITTED_YET,
  outcomeOf,
  REQUEST_UNAVAILABLE,
  type SenderType,
  YOU_WITHDREW,
} from './message';

const SIDES: SenderType[] = ['user', 'company'];

describe('outcomeOf', () => {
  it('is nothing until the customer hires', () => {
    expect(outcomeOf(null, 7)).toBeNull();
  });

  it('tells the hired business from the others', () => {
    expect(outcomeOf(7, 7)).toBe('hired');
    expect(outcomeOf(7, 8)).toBe('not_selected');
  });
});

// Between them, the cases below cover every status, outcome and side.
describe('closedReason', () => {
  it('keeps a draft closed for both sides, whatever else is said about it', () => {
    for (const side of SIDES) {
      for (const outcome of [null, 'hired', 'not_selected'] as const) {
        expect(closedReason('draft', outcome, side)).toBe(NOT_SUBMITTED_YET);
      }
    }
  });

  it('opens at submission and stays open while the quote is answered and nobody is hired', () => {
    for (const side of SIDES) {
      expect(closedReason('submitted', null, side)).toBeNull();
      expect(closedReason('in_progress', null, side)).toBeNull();
    }
  });

  it('closes the other businesses’ conversations at a hire, in each side’s words', () => {
    for (const status of ['submitted', 'in_progress', 'completed'] as const) {
      expect(closedReason(status, 'not_selected', 'user')).toBe(HIRED_ANOTHER_CLOSED);
      expect(closedReason(status, 'not_selected', 'company')).toBe(NOT_SELECTED_CLOSED);
    }
  });

  it('keeps the hired business’s conversation open, also once the quote is completed', () => {
    for (const side of SIDES) {
      for (const status of ['submitted', 'in_progress', 'completed'] as const) {
        expect(closedReason(status, 'hired', side)).toBeNull();
      }
    }
  });

  it('closes every conversation of a request withdrawn (completed without a hire)', () => {
    expect(closedReason('completed', null, 'user')).toBe(YOU_WITHDREW);
    expect(closedReason('completed', null, 'company')).toBe(CLOSED_BY_CUSTOMER);
  });

  it('closes every sent conversation, the hired one too, once the customer is gone', () => {
    for (const side of SIDES) {
      for (const status of ['submitted', 'in_progress', 'completed'] as const) {
        for (const outcome of [null, 'hired', 'not_selected'] as const) {
          expect(closedReason(status, outcome, side, { customerGone: true })).toBe(
            REQUEST_UNAVAILABLE,
          );
        }
      }
      expect(closedReason('draft', null, side, { customerGone: true })).toBe(NOT_SUBMITTED_YET);
    }
  });

  it('closes the conversation with a business that left the site, the hired one too', () => {
    for (const outcome of [null, 'hired'] as const) {
      expect(closedReason('in_progress', outcome, 'user', { businessGone: true })).toBe(
        BUSINESS_GONE_CLOSED,
      );
      expect(closedReason('in_progress', outcome, 'company', { businessGone: true })).toBe(
        REQUEST_UNAVAILABLE,
      );
    }
  });
});
