import { useAppInBrowser } from './support/browserApp';
import { LAPTOP, seriousViolations, unstyledMantineClasses } from './support/screenChecks';
import { ScreenWorld } from './support/screenWorld';
import { OVERLAYS, byCompany, screenOf, type Overlay } from './support/screens';

// The accessibility and stylesheet gates of e2e/screenGates over every dialog, menu or dropdown of
// e2e/support/screens.ts: its screen opened as its viewer in a fresh context at a laptop's size,
// then the overlay; axe-core finds no serious or critical violation, and each of Mantine's class
// names on the page begins a selector of a loaded stylesheet. Two overlays are checked side by side
// (jest's maxConcurrency), each in a context of its own; those whose screen must be visited alone
// come after, one at a time.

const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'overlays');
});

async function check(overlay: Overlay): Promise<void> {
  const screen = screenOf(overlay);
  const found = await world.visit(
    screen.viewer,
    { viewport: LAPTOP, serviceWorker: screen.serviceWorker },
    async (page) => {
      await screen.open(page, world.data);
      await overlay.open(page, world.data);
      return { unstyled: await unstyledMantineClasses(page), axe: await seriousViolations(page) };
    },
  );
  expect(found).toEqual({ unstyled: [], axe: [] });
}

const NAME = '%s open: no serious or critical axe violation, every Mantine class styled';
const { together, alone } = byCompany(OVERLAYS, screenOf);
const named = (overlays: Overlay[]) => overlays.map((overlay) => [overlay.name, overlay] as const);

describe('every dialog and menu', () => {
  it.concurrent.each(named(together))(NAME, (_name, overlay) => check(overlay));
  it.each(named(alone))(NAME, (_name, overlay) => check(overlay));
});
