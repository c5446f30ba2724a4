import { ROUTE_PATHS } from '../client/src/routePaths';
import { useAppInBrowser } from './support/browserApp';
import {
  LAPTOP,
  MAX_LAYOUT_SHIFT,
  layoutShiftVerdict,
  observeLayoutShifts,
  seriousViolations,
  unstyledMantineClasses,
} from './support/screenChecks';
import { ScreenWorld } from './support/screenWorld';
import { SCREENS, type Screen } from './support/screens';

// The gates over every screen of e2e/support/screens.ts, each opened once, as its viewer, in a
// fresh context at a laptop's size (1280 × 900):
// - accessibility: axe-core finds no serious or critical violation;
// - stylesheets: each screen loads the stylesheets of the Mantine components it renders, not
//   Mantine's all-in-one sheet, so each of Mantine's class names on the page begins a selector of
//   a loaded stylesheet (else the component renders unstyled);
// - layout shift: at most 0.05 from navigation to the screen's ready state, without the shifts
//   right after the user's own input, as CLS counts them (the phone is e2e/layoutShift).
// The dialogs and menus are e2e/overlayGates.

// Song search and tempos come from the fake music services, so the screens show results and tempos.
const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'screens');
});

describe('every screen', () => {
  it('has a screen for every route the client defines, and the not-found screen', () => {
    const covered = new Set(SCREENS.map((screen) => screen.route));
    expect(Object.values(ROUTE_PATHS).filter((route) => !covered.has(route))).toEqual([]);
    expect(covered.has('*')).toBe(true);
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    `%s: no serious or critical axe violation, every Mantine class styled, layout shift at most ${MAX_LAYOUT_SHIFT}`,
    async (name, screen: Screen) => {
      const options = { viewport: LAPTOP, prepare: observeLayoutShifts, serviceWorker: screen.serviceWorker };
      const found = await world.visit(screen.viewer, options, async (page) => {
        await screen.open(page, world.data);
        const layoutShift = await layoutShiftVerdict(page, `${name} on a laptop`);
        const unstyled = await unstyledMantineClasses(page);
        return { layoutShift, unstyled, axe: await seriousViolations(page) };
      });
      expect(found).toEqual({
        layoutShift: 'within',
        unstyled: [],
        axe: [],
      });
    },
  );
});
