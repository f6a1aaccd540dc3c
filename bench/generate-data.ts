/**
 * Fills a PostgreSQL database with a realistic, deterministic directory at scale.
 *
 *   DATABASE_URL=postgres://… npm run bench:data -- --companies 1000000
 *
 * Everything is generated inside PostgreSQL (INSERT … SELECT over generate_series), so a million
 * companies take minutes: real US ZIP centroids, the 16 categories with two subcategories each,
 * trade words in names and descriptions, rating and favourite aggregates, about 10% inactive, service areas (radius 5-50 miles, one in ten a ZIP list), and
 * individual reviews for the first 20,000 companies. The same --companies gives the same data.
 */
import { fillBenchData } from './lib/bench-data';

const at = process.argv.indexOf('--companies');
const companies = at > 0 ? Number(process.argv[at + 1]) : 100_000;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error(
    'Set DATABASE_URL to the PostgreSQL to fill (it should be empty or a bench database).',
  );
const started = Date.now();
await fillBenchData(databaseUrl, companies);
console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
