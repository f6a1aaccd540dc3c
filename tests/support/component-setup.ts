/**
 * Before every component test file (vitest.config.ts, project `component`): the fake network
 * edge in place of fetch, before the client's code loads; after each test, the page unmounted and
 * a request no test answered reported as a failure.
 */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { fakeFetch, takeUnanswered } from './fake-api';

globalThis.fetch = fakeFetch;
window.fetch = fakeFetch;

// findBy… and waitFor wait for a condition; on a busy CI machine a render can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // The toast lives in a store beside the page (src/client/lib/toast.ts) and would greet the next
  // test: one left open is dismissed as a user would.
  for (const dismiss of screen.queryAllByRole('button', { name: 'Dismiss' }))
    fireEvent.click(dismiss);
  cleanup();
  localStorage.clear();
  expect(takeUnanswered(), 'requests the test did not answer').toEqual([]);
});
