import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** How much a violation hinders, as axe-core grades it. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

const ALL_IMPACTS: readonly AxeImpact[] = ['minor', 'moderate', 'serious', 'critical'];

/** One rule axe-core found broken: what to fix (`help`) and where (each node's selector and markup). */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: Array<{ target: string; html: string; summary: string | undefined }>;
}

/**
 * Runs axe-core (from node_modules, no network) on the page and returns its violations of the given impacts (all of
 * them unless told).
 */
export async function axeViolations(
  page: Page,
  { impacts = ALL_IMPACTS }: { impacts?: readonly AxeImpact[] } = {},
): Promise<AxeViolation[]> {
  // Through the DevTools protocol, which the page's Content-Security-Policy does not govern (a script tag it would).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Runtime.evaluate', { expression: readFileSync(AXE_SCRIPT, 'utf8') });
  await devtools.detach();
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html,
        summary: node.failureSummary,
      })),
    }));
  });
  return violations.filter((violation) => impacts.some((impact) => impact === violation.impact));
}
