import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('npm run test:load', () => {
  it('serves 200 simulated people for 10 s with no error and no lost message', async () => {
    const script = path.join(import.meta.dirname, 'run-load.ts');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', script, '--users', '200', '--duration', '10'],
      { env: { ...process.env, DATABASE_URL: database.url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    console.log(output);

    expect(output).toMatch(/\d+ requests, \d+ req\/s, 0 errors/);
    // Customers who sign in again get a new session, so a new socket: what was sent meanwhile is
    // found by the refetch after it, as in the app.
    expect(output).toMatch(
      /messages: [1-9]\d* acknowledged, \d+ arrived on the other side's socket(, \d+ found by the refetch after a reconnect)?, 0 lost/,
    );
    expect(code).toBe(0);
  });
});
