import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  cls: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/** Lighthouse (mobile, its default simulated slow 4G and CPU slowdown), performance only. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}
