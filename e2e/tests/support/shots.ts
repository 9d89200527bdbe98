/**
 * Screenshots for a person to look at (a screen in English and French, a dialog), written only when
 * asked for: `E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`. A plain run writes nothing, so parallel
 * runs and CI never race on fixed paths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), ...options });
}
