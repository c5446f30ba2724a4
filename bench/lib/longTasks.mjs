// The longest stretches of synchronous work in a V8 CPU profile: runs of consecutive samples that
// are not idle. One stretch is (close to) one task holding the event loop, so a stretch of 20 ms means
// every other request waited up to 20 ms.
import path from 'node:path';

const IDLE = new Set(['(idle)']);

/**
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number } }>, samples: number[], timeDeltas: number[] }} profile
 * @param {number} [count] how many stretches to return, longest first
 * @returns {Array<{ ms: number, top: string[] }>} each stretch's length and its three busiest functions
 */
export function longestBusyStretches(profile, count = 3) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const stretches = [];
  let current = null;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (IDLE.has(node.callFrame.functionName)) {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { micros: 0, functions: new Map() };
    current.micros += micros;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();
    current.functions.set(name, (current.functions.get(name) ?? 0) + micros);
  });
  if (current) stretches.push(current);
  return stretches
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .map((stretch) => ({
      ms: Number((stretch.micros / 1000).toFixed(1)),
      top: [...stretch.functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, micros]) => `${name} ${(micros / 1000).toFixed(1)} ms`),
    }));
}
