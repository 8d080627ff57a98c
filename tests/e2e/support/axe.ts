import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe's default rule set on the page as it is now and throws a readable
 * list of the serious and critical violations (rule, help, offending elements).
 * Minor and moderate findings are not blocking for this issue.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Colours measured mid-fade (a toast sliding in) are not what a person reads: let animations end first.
  // Endless ones (a spinner, a skeleton's pulse) never end and are left alone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ...and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`axe found ${blocking.length} serious/critical violation(s) on ${label}:\n${report}`);
}
