import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0–2.2 A and AA, axe's best practices (heading order, landmarks), and label-in-name
 * (WCAG 2.5.3), which axe still files as experimental and so runs only when asked.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's findings for the page or one part of it, as rule id and the elements that break it. */
export async function axeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fails the test with axe's findings for the page or one part of it. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}
