import type { Page } from 'playwright-core';
import { useAppInBrowser } from './support/browserApp';
import { ScreenWorld } from './support/screenWorld';
import { OVERLAYS, SCREENS, type Screen } from './support/screens';

// Each screen loads the stylesheets of the Mantine components it renders (client/src/styles/),
// not Mantine's all-in-one sheet. A component whose stylesheet a screen forgot renders unstyled:
// here every screen and every dialog or menu of e2e/support/screens.ts is opened, and each of
// Mantine's class names on the page (`m_` and eight hex digits, one per styled part) must begin a
// selector of a loaded stylesheet — as it does in the component's own stylesheet.

const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'css');
});

/** Mantine class names on the page that no loaded stylesheet styles, with an element that has each. */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mantineClass = /^m_[0-9a-f]{8}$/;
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          // A selector that begins with the class (optionally after a :where() of the colour scheme).
          for (const match of rule.selectorText.matchAll(/(?:^|,)\s*(?::where\([^)]*\)\s*)?\.(m_[0-9a-f]{8})/g)) styled.add(match[1]!);
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) {
        if (mantineClass.test(name) && !styled.has(name) && !missing.has(name)) missing.set(name, element.outerHTML.slice(0, 100));
      }
    }
    return [...missing].map(([name, html]) => `${name} on ${html}`);
  });
}

/** Opens `screen` as its viewer at a laptop's size. */
async function openScreen(screen: Screen): Promise<Page> {
  const { page } = await world.sessionAs(screen.viewer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen.open(page, world.data);
  return page;
}

describe('every Mantine component on a screen has its stylesheet', () => {
  it.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    expect(await unstyledMantineClasses(await openScreen(screen))).toEqual([]);
  });

  it.each(OVERLAYS.map((overlay) => [overlay.name, overlay] as const))('%s open', async (_name, overlay) => {
    const page = await openScreen(SCREENS.find((screen) => screen.name === overlay.screen)!);
    await overlay.open(page, world.data);
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
});
