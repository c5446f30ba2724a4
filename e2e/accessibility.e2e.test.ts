import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROUTE_PATHS } from '../client/src/routePaths';
import { useAppInBrowser } from './support/browserApp';
import { ScreenWorld } from './support/screenWorld';
import { OVERLAYS, SCREENS, type Screen, type ScreenData, type Viewer } from './support/screens';

// The accessibility gate: axe-core over every screen and every dialog or menu of the client
// (e2e/support/screens.ts), with no serious or critical violation allowed.

// Song search and tempos come from the fake music services, so the screens show results and tempos.
const app = useAppInBrowser({ fakeMusic: true });
const AXE_SOURCE = readFileSync(path.resolve(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
let data: ScreenData;

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
      const running = document.getAnimations().filter(
        (animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** axe's serious and critical violations on the page once it has settled (dialogs included). */
async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Evaluated through DevTools, which the page's Content-Security-Policy does not restrict.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.html.slice(0, 160)}: ${violation.help}. ${node.failureSummary ?? ''}`),
    );
}

let world: ScreenWorld;
const sessionAs = (viewer: Viewer) => world.sessionAs(viewer);

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'a11y');
  data = world.data;
});

describe('the accessibility gate', () => {
  it('has a screen for every route the client defines, and the not-found screen', () => {
    const covered = new Set(SCREENS.map((screen) => screen.route));
    expect(Object.values(ROUTE_PATHS).filter((route) => !covered.has(route))).toEqual([]);
    expect(covered.has('*')).toBe(true);
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s: no serious or critical axe violation', async (_name, screen: Screen) => {
    const { page } = await sessionAs(screen.viewer);
    await screen.open(page, data);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(OVERLAYS.map((overlay) => [overlay.name, overlay] as const))('%s open: no serious or critical axe violation', async (_name, overlay) => {
    const screen = SCREENS.find((candidate) => candidate.name === overlay.screen)!;
    const { page } = await sessionAs(screen.viewer);
    await screen.open(page, data);
    await overlay.open(page, data);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
