import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

// What the screen gates (e2e/screenGates, overlayGates, layoutShift) look for on an opened screen:
// axe's serious and critical violations, Mantine class names no loaded stylesheet styles, and the
// layout shift since navigation.

const AXE_SOURCE = readFileSync(path.resolve(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** At most this much layout shift (CLS's sum of `layout-shift` entries) on any screen. */
export const MAX_LAYOUT_SHIFT = 0.05;

/** The laptop every screen gate opens screens at; the layout-shift gate adds a phone. */
export const LAPTOP = { name: 'laptop', width: 1280, height: 900 } as const;
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Resolves once no CSS transition or animation is running. Dialogs fade in; axe reading colours
 * mid-fade sees blended, low-contrast text that a user never sees once the dialog has settled.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round += 1) {
      await nextFrame();
      // Endless ones (loaders) never finish and have no half-way colours to wait out.
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** axe's serious and critical violations on the page once it has settled (dialogs included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Evaluated through DevTools, which the page's Content-Security-Policy does not restrict; once
  // per document (e2e/overlayGates checks several overlays on one).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.html.slice(0, 160)}: ${violation.help}. ${node.failureSummary ?? ''}`,
      ),
    );
}

/**
 * Mantine class names on the page that no loaded stylesheet styles, with an element that has each.
 * Each screen loads the stylesheets of the Mantine components it renders (client/src/styles/), not
 * Mantine's all-in-one sheet; each `m_` and eight hex digits (one per styled part) must begin a
 * selector of a loaded stylesheet, as it does in the component's own stylesheet.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mantineClass = /^m_[0-9a-f]{8}$/;
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          // A selector that begins with the class (optionally after a :where() of the colour scheme).
          for (const match of rule.selectorText.matchAll(/(?:^|,)\s*(?::where\([^)]*\)\s*)?\.(m_[0-9a-f]{8})/g))
            styled.add(match[1]!);
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) {
        if (mantineClass.test(name) && !styled.has(name) && !missing.has(name))
          missing.set(name, element.outerHTML.slice(0, 100));
      }
    }
    return [...missing].map(([name, html]) => `${name} on ${html}`);
  });
}

/** Starts summing layout shifts in every page of the context, from its first byte. */
export async function observeLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: Array<{ value: number; node: string }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Element }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, node: entry.sources?.[0]?.node?.outerHTML.slice(0, 120) ?? '(gone)' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page has had since navigation, and the shifts that make it up. */
export async function layoutShiftOf(
  page: Page,
): Promise<{ total: number; shifts: Array<{ value: number; node: string }> }> {
  // Two frames, so shifts of the last paint are reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Array<{ value: number; node: string }> }).layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * 'within' when the page's layout shift is at most {@link MAX_LAYOUT_SHIFT}; else the total and
 * the shifts, so a failing expectation names what moved. Logs the total either way.
 */
export async function layoutShiftVerdict(
  page: Page,
  name: string,
): Promise<'within' | { total: number; shifts: Array<{ value: number; node: string }> }> {
  const { total, shifts } = await layoutShiftOf(page);
  console.log(`${name}: layout shift ${total.toFixed(3)}`);
  return total <= MAX_LAYOUT_SHIFT ? 'within' : { total: Math.round(total * 1000) / 1000, shifts };
}
