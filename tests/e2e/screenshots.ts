import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const SHOTS = process.env.SCREENSHOT_DIR;

/** Full-page PNGs at phone and desktop widths, when SCREENSHOT_DIR is set: for looking at a change. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
