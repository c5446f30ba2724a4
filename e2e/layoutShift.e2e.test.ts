import { signUpWithApi, useAppInBrowser } from './support/browserApp';
import { saveRhythm } from './support/savedRhythm';
import { LAPTOP, MAX_LAYOUT_SHIFT, PHONE, layoutShiftVerdict, observeLayoutShifts } from './support/screenChecks';
import { ScreenWorld } from './support/screenWorld';
import { SCREENS, type Screen } from './support/screens';

// No layout shift on a phone: every screen of e2e/support/screens.ts, opened as its viewer at
// 390 × 844, must add up to at most 0.05 of layout shift (the sum of the browser's `layout-shift`
// entries from navigation to its ready state, without those right after the user's own input, as
// CLS counts them). The laptop's size is checked with the other gates in e2e/screenGates.

const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'cls');
});

describe('layout shift on every screen', () => {
  it.each(SCREENS.map((screen) => [`${screen.name} on a phone`, screen] as const))(
    `%s: at most ${MAX_LAYOUT_SHIFT}`,
    async (name, screen: Screen) => {
      const options = { viewport: PHONE, prepare: observeLayoutShifts, serviceWorker: screen.serviceWorker };
      const verdict = await world.visit(screen.viewer, options, async (page) => {
        await screen.open(page, world.data);
        return layoutShiftVerdict(page, name);
      });
      expect(verdict).toBe('within');
    },
  );
});

describe('layout shift of the generator with a saved rhythm', () => {
  // The saved settings arrive after the first paint; the Rhythm section they fill must not open then.
  it.each([PHONE, LAPTOP].map((viewport) => [viewport.name, viewport] as const))(
    `on a %s: at most ${MAX_LAYOUT_SHIFT}`,
    async (name, viewport) => {
      const { context, page } = await app.openSession({ viewport: { width: viewport.width, height: viewport.height } });
      await signUpWithApi(context, `clsr_${name}_${Date.now().toString(36)}`, 'cls-password-1');
      await saveRhythm(context);
      await observeLayoutShifts(context);
      await page.goto('/');
      await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' }).waitFor();
      // Past the moment the section used to open by itself (about a second after load).
      await page.waitForTimeout(1500);
      expect(await layoutShiftVerdict(page, `home generator with a saved rhythm on a ${name}`)).toBe('within');
    },
  );
});
