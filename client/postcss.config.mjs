// Each screen imports the Mantine stylesheets of the components it renders
// (client/src/styles/), so a lazily loaded screen's chunk brings its own CSS. Those files then
// reach the page in the order the screens load, not in Mantine's order, where a component's rules
// must follow those of the components it is built on (Button after UnstyledButton). This plugin
// puts each of Mantine's stylesheets in a cascade layer named after it (`mantine.Button`);
// client/src/styles/mantineLayers.css declares the layers once, in the order of Mantine's
// all-in-one styles.css, so the cascade is the same whatever order the files arrive in.

const MANTINE_STYLESHEET = /[\\/]@mantine[\\/](core[\\/]styles[\\/]([\w-]+)|(notifications)[\\/]styles)\.css$/;

/** The cascade layer of one of Mantine's stylesheets, or null for any other file. */
export function mantineLayerOf(file) {
  const match = MANTINE_STYLESHEET.exec(file ?? '');
  return match && `mantine.${match[2] ?? match[3]}`;
}

/** Wraps a Mantine stylesheet's rules in its layer. */
const mantineLayers = {
  postcssPlugin: 'mantine-layers',
  Once(root, { AtRule }) {
    const layer = mantineLayerOf(root.source?.input.file);
    if (!layer) return;
    const rules = [...root.nodes];
    root.removeAll();
    root.append(new AtRule({ name: 'layer', params: layer, nodes: rules }));
  },
};

export default { plugins: [mantineLayers] };
