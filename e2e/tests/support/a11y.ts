import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as the security checklist asks (item 26). */
export async function expectNoA11yViolations(page: Page, what: string): Promise<void> {
  // Axe reads colours as they are drawn: a dialog or a notification half-way through fading in or out has its
  // text at part opacity and fails colour contrast for a frame. Check what the reader sees once the page is still
  // (finite transitions and animations done; a spinning loader goes on for ever and is not waited for).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, `accessibility violations on ${what}`).toEqual([]);
}
