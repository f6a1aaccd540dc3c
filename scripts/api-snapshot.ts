/**
 * Behaviour unchanged, proven (issue 32 item 7): records what the built app answers to a fixed,
 * wide list of requests on the demo data, and compares two recordings byte for byte.
 *
 *   npm run api:snapshot -- record <dir> [--checkout <path>]
 *       starts <path>/dist/app/main.js (default: this checkout's; build it first) on a fresh data
 *       folder, sends the requests (scripts/api-snapshot/record.ts), writes one file per answer
 *       (status, headers, body), normalised (scripts/api-snapshot/normalise.ts), then stops it.
 *   npm run api:snapshot -- compare <dirA> <dirB>
 *       prints each request whose answer differs, with a diff; exits 1 when any does.
 *
 * Before and after a change: build the older commit in a worktree
 * (`git worktree add /tmp/wt-base <commit>`, node_modules linked from here, `npm run build`
 * there), record it with `--checkout /tmp/wt-base`, record this checkout, compare.
 */
import path from 'node:path';
import { compare } from './api-snapshot/compare';
import { record } from './api-snapshot/record';

const USAGE = `usage:
  npm run api:snapshot -- record <dir> [--checkout <path>]
  npm run api:snapshot -- compare <dirA> <dirB>`;

const [command, ...args] = process.argv.slice(2);
const checkoutAt = args.indexOf('--checkout');
const checkout =
  checkoutAt >= 0 ? args.splice(checkoutAt, 2)[1] : path.resolve(import.meta.dirname, '..');

if (command === 'record' && args.length === 1 && checkout) {
  await record(path.resolve(checkout), path.resolve(args[0]!));
} else if (command === 'compare' && args.length === 2) {
  process.exitCode = (await compare(args[0]!, args[1]!)) > 0 ? 1 : 0;
} else {
  console.error(USAGE);
  process.exitCode = 2;
}
