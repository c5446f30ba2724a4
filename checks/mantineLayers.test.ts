import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// client/src/styles/mantineLayers.css declares one cascade layer per Mantine stylesheet, in the
// order of Mantine's all-in-one @mantine/core/styles.css (client/postcss.config.mjs puts each
// stylesheet in its layer). A Mantine upgrade that adds a component or reorders them fails here.

const root = path.resolve(__dirname, '..');
const coreStyles = path.join(root, 'node_modules', '@mantine', 'core', 'styles');

/** Mantine's per-component stylesheets (without the .layer.css copies), in the order styles.css has them. */
function mantineOrder(): string[] {
  const allInOne = readFileSync(path.join(root, 'node_modules', '@mantine', 'core', 'styles.css'), 'utf8');
  const positions = readdirSync(coreStyles)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: file.slice(0, -'.css'.length),
      at: allInOne.indexOf(readFileSync(path.join(coreStyles, file), 'utf8').trim()),
    }));
  expect(positions.filter(({ at }) => at < 0)).toEqual([]);
  return positions.sort((a, b) => a.at - b.at).map(({ name }) => name);
}

/** The layers client/src/styles/mantineLayers.css declares, in order. */
function declaredLayers(): string[] {
  const css = readFileSync(path.join(root, 'client', 'src', 'styles', 'mantineLayers.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const statement = /@layer([^;]+);/.exec(css)!;
  return statement[1]!.split(',').map((name) => name.trim());
}

describe('the cascade layers of the Mantine stylesheets', () => {
  it('are declared in the order of @mantine/core/styles.css, then @mantine/notifications', () => {
    expect(declaredLayers()).toEqual([...mantineOrder(), 'notifications'].map((name) => `mantine.${name}`));
  });

  it('are the layers the PostCSS plugin gives each stylesheet', async () => {
    const { mantineLayerOf } = (await import(path.join(root, 'client', 'postcss.config.mjs'))) as {
      mantineLayerOf(file: string): string | null;
    };
    expect(mantineLayerOf(path.join(coreStyles, 'Button.css'))).toBe('mantine.Button');
    expect(mantineLayerOf(path.join(coreStyles, 'default-css-variables.css'))).toBe('mantine.default-css-variables');
    expect(mantineLayerOf(path.join(root, 'node_modules', '@mantine', 'notifications', 'styles.css'))).toBe(
      'mantine.notifications',
    );
    expect(mantineLayerOf(path.join(coreStyles, 'Button.layer.css'))).toBeNull();
    expect(mantineLayerOf(path.join(root, 'client', 'src', 'styles.css'))).toBeNull();
  });
});
