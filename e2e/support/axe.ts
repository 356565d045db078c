import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type ImpactValue, type Result, type RunOptions } from 'axe-core';
import { waitForSettledPage, type RequestsInFlight } from './settled-page';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * p-as-heading guesses that a bold <p> larger than its neighbours is a heading in disguise: here it flags the dish
 * prices and the average rating figure, which are not headings (marking them up as headings would mislead).
 */
const HEURISTIC_RULES_LEFT_OUT = ['p-as-heading'];

/**
 * axe leaves the rules it calls experimental out of a run by tags, and one of them is label-content-name-mismatch
 * (WCAG 2.5.3, "the visible label is part of the accessible name"), the very rule the site failed: the experimental
 * rules of these WCAG levels are switched on by name.
 */
const EXPERIMENTAL_WCAG_RULES: RunOptions['rules'] = Object.fromEntries(
  axe
    .getRules(['experimental'])
    .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .filter((rule) => !HEURISTIC_RULES_LEFT_OUT.includes(rule.ruleId))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

const BLOCKING_IMPACTS: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);

/** How many failing elements of one rule the report lists before it only counts the rest. */
const NODES_SHOWN = 5;

/**
 * The WCAG A/AA violations of impact serious or critical on the page as it is now.
 *
 * Two documented options make a scan about 2.5× faster (3.3 s to 1.3 s a page in the demo sweep, two workers):
 * - legacy mode runs axe.run in the page itself. The default runs each frame apart and then opens a new blank page
 *   to merge the results, which exists for cross-origin frames; the site has none (it embeds no frame at all).
 * - only violations are collected: the passing and incomplete nodes, which no test reads, are not serialised.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: EXPERIMENTAL_WCAG_RULES,
      resultTypes: ['violations'],
    })
    .setLegacyMode()
    .analyze();
  return results.violations.filter((violation) => violation.impact != null && BLOCKING_IMPACTS.has(violation.impact));
}

/** The first line of axe's "fix any of the following" summary: what is wrong with this element, in words. */
function firstReason(failureSummary: string | undefined): string {
  const lines = (failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => line !== '' && !/^fix (any|all) of the following:?$/i.test(line)) ?? '';
}

/** One violation per paragraph: rule, impact, help text and link, then each failing element and why. */
export function describeViolations(where: string, violations: readonly Result[]): string {
  const paragraphs = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
      const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
      return `    - ${node.target.join(' ')}\n      ${html}\n      ${firstReason(node.failureSummary)}`;
    });
    const more = violation.nodes.length > NODES_SHOWN ? [`    … and ${violation.nodes.length - NODES_SHOWN} more`] : [];
    const heading = `  ${violation.id} (${violation.impact}, ${violation.nodes.length} element(s)): ${violation.help}`;
    return [heading, `    ${violation.helpUrl}`, ...nodes, ...more].join('\n');
  });
  return [`${where}:`, ...paragraphs].join('\n');
}

/**
 * Fails with every serious or critical violation of the page, described under `where`. With `requests`, the page is
 * first let settle (requests done, placeholders gone, DOM quiet): a page scanned half-rendered hides its violations.
 */
export async function expectNoSeriousViolations(page: Page, where: string, requests?: RequestsInFlight): Promise<void> {
  if (requests) await waitForSettledPage(page, requests);
  const violations = await seriousViolations(page);
  expect(violations.length, describeViolations(where, violations)).toBe(0);
}

/**
 * Opens each path with `open` and scans it as it then is, returning one description per page with serious or critical
 * violations: a sweep visits every page before anything fails, so one run reports all of them.
 */
export async function sweepViolations(
  page: Page,
  paths: readonly string[],
  open: (path: string) => Promise<void>,
  where: (path: string) => string = (path) => path,
): Promise<string[]> {
  const reports: string[] = [];
  for (const path of paths) {
    await open(path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) reports.push(describeViolations(where(path), violations));
  }
  return reports;
}

/** Fails with what sweeps reported, every failing page listed. */
export function expectNoViolationReports(reports: readonly string[], what: string): void {
  expect(reports.length, `pages with serious or critical axe violations, ${what}:\n\n${reports.join('\n\n')}\n`).toBe(
    0,
  );
}
