import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe's default rule set on the page as it is now and throws a readable
 * list of the serious and critical violations (rule, help, offending elements).
 * Minor and moderate findings are not blocking for this issue.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Colours measured mid-fade (a toast sliding in or out) are not what a person reads. With reduced
  // motion the toasts and transitions that honour it stop moving, so one cannot start fading during
  // the check; the others are waited for. Endless ones (a spinner, a skeleton's pulse) are left alone.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await checkStill(page, label);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function checkStill(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Legacy mode runs axe.run() in the page itself. The default finishes each check in a new blank
  // page, for cross-origin frames, which we do not have: that took half of each check's time
  // (1.7 s against 0.8 s, about 90 s of a journey run). Only violations are reported in full.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ...and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`axe found ${blocking.length} serious/critical violation(s) on ${label}:\n${report}`);
}
