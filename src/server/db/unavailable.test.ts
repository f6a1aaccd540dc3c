import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findFreePort } from './free-port';
import { connectDatabase } from './client';
import { isDatabaseUnavailable, unavailableReason } from './unavailable';

function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnavailable', () => {
  it('recognises a query to a server that is not there, as drizzle wraps it', async () => {
    const handle = connectDatabase(`postgres://postgres@127.0.0.1:${await findFreePort()}/none`, {
      max: 1,
    });
    try {
      const failure = await handle.db.execute(sql`SELECT 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/^Failed query/); // DrizzleQueryError
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(unavailableReason(failure)).toMatch(/^ECONNREFUSED connect ECONNREFUSED/);

      // A transaction's BEGIN fails unwrapped.
      const begin = await handle.db
        .transaction(async () => {})
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(begin)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('recognises a server shutting down, starting up, full, or a lost connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(serverError(code, 'server says no')), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      const wrapped = new Error('Failed query: select 1\nparams: ', { cause: new Error(message) });
      expect(isDatabaseUnavailable(wrapped), message).toBe(true);
    }
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), reset], ''))).toBe(true);
  });

  it('leaves query and data faults alone (they stay 500s or become 4xx)', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement'))).toBe(false);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: serverError('22P02', 'bad') })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
