// Sums the self time of a V8 CPU profile (.cpuprofile) by package and by function.
import path from 'node:path';

/** Where a profile node's code lives: a package, our own code, or Node/V8 itself. */
function ownerOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return '(node internals)';
  const marker = '/node_modules/';
  const at = url.lastIndexOf(marker);
  if (at >= 0) {
    const [first, second] = url.slice(at + marker.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const dist = url.indexOf('/dist/');
  return dist >= 0
    ? `ours: ${url
        .slice(dist + 6)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : path.basename(url);
}

/**
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, hitCount?: number }> }} profile
 * @returns {{ byPackage: Array<{ name: string, share: number }>, byFunction: Array<{ name: string, share: number }> }}
 */
export function summarizeProfile(profile) {
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (!hits || functionName === '(idle)' || functionName === '(program)') continue;
    total += hits;
    const owner = functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(url);
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'}  ${owner}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const rank = (map) =>
    [...map].map(([name, hits]) => ({ name, share: (100 * hits) / total })).sort((a, b) => b.share - a.share);
  return { byPackage: rank(byPackage), byFunction: rank(byFunction) };
}
