// Runs axe-core, the standard accessibility rules engine, inside a real page and reports what it finds in words a
// developer can act on: the rule, how bad, which elements, and what to change.
import type { AxeResults } from 'axe-core';
import { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/** WCAG 2.0 and 2.1, levels A and AA: the bar the spec's quality sections set. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = require.resolve('axe-core');

/** Waits for finite CSS animations and transitions (a dialog fading in), so contrast is measured on the final colours. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's failure summary on one line, without its 'Fix any/all of the following:' headings. */
const whatToFix = (summary: string) =>
  summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join('; ');

/**
 * Every WCAG A/AA violation on the page as it stands, one entry per rule with each element, naming `where` the page
 * was. The page's context needs newContext's `bypassCSP`: the site's Content-Security-Policy refuses the injected engine.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(
    async (tags) => {
      const results: AxeResults = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' >> '), summary: node.failureSummary ?? '' })),
      }));
    },
    WCAG_AA_TAGS,
  );
  return violations.map((violation) =>
    [
      `${where}: ${violation.id} (${violation.impact}) ${violation.help}`,
      ...violation.nodes.map((node) => `  ${node.target}: ${whatToFix(node.summary)}`),
    ].join('\n'),
  );
}
