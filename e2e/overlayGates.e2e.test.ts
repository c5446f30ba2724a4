import type { Page } from 'playwright-core';
import { useAppInBrowser } from './support/browserApp';
import { OverlayPages } from './support/overlayPages';
import { LAPTOP, seriousViolations, unstyledMantineClasses } from './support/screenChecks';
import { ScreenWorld } from './support/screenWorld';
import { OVERLAYS, screenOf } from './support/screens';

// The accessibility and stylesheet gates of e2e/screenGates over every dialog, menu or dropdown of
// e2e/support/screens.ts: its screen opened as its viewer at a laptop's size, then the overlay;
// axe-core finds no serious or critical violation, and each of Mantine's class names on the page
// begins a selector of a loaded stylesheet. The pages of a viewer share one context, so the app's
// files come from its cache after the first (none of these checks depends on how fast a screen
// loads), and an overlay that Escape closes without a trace leaves its page to the next overlay on
// the same screen (support/overlayPages.ts); a screen that needs the service worker gets a fresh
// context.

const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;
let pages: OverlayPages;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'overlays');
  pages = new OverlayPages(world, LAPTOP, OVERLAYS);
});

describe('every dialog and menu', () => {
  it.each(OVERLAYS.map((overlay) => [overlay.name, overlay] as const))(
    '%s open: no serious or critical axe violation, every Mantine class styled',
    async (_name, overlay) => {
      const screen = screenOf(overlay);
      const check = async (page: Page) => ({
        unstyled: await unstyledMantineClasses(page),
        axe: await seriousViolations(page),
      });
      const found = screen.serviceWorker
        ? await world.visit(screen.viewer, { viewport: LAPTOP, serviceWorker: true }, async (page) => {
            await screen.open(page, world.data);
            await overlay.open(page, world.data);
            return check(page);
          })
        : await pages.check(overlay, check);
      expect(found).toEqual({ unstyled: [], axe: [] });
    },
  );
});
