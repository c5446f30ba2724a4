// Figures of one autocannon run, the targets they are held against, the printed table and api.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Targets of the issue: throughput as a fraction of the raw handler, and a p99 ceiling for ours. */
export const P99_TARGET_MS = 50;

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * @param {import('autocannon').Result} result
 * @returns {{ reqPerSec: number, p50Ms: number, p99Ms: number, requests: number, non2xx: number, errors: number, timeouts: number }}
 */
export function figuresOf(result) {
  return {
    reqPerSec: round(result.requests.average, 1),
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Adds the ratio to raw and the target checks to every target that has targets.
 * @param {Array<{ name: string, label: string, minRatio?: number, figures: ReturnType<typeof figuresOf> }>} runs
 */
export function judge(runs) {
  const raw = runs.find((run) => run.name === 'raw');
  return runs.map(({ name, label, minRatio, figures }) => {
    const ratioVsRaw = raw ? round(figures.reqPerSec / raw.figures.reqPerSec, 3) : null;
    if (minRatio === undefined) return { name, label, ...figures, ratioVsRaw, targets: null, met: null };
    const targets = {
      ratio: { min: minRatio, met: ratioVsRaw !== null && ratioVsRaw >= minRatio },
      p99: { maxMs: P99_TARGET_MS, met: figures.p99Ms <= P99_TARGET_MS },
    };
    return { name, label, ...figures, ratioVsRaw, targets, met: targets.ratio.met && targets.p99.met };
  });
}

/** @param {ReturnType<typeof judge>} rows */
export function printTable(rows) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', '÷ raw', `target (ratio, p99 ≤ ${P99_TARGET_MS} ms)`];
  const lines = rows.map((row) => [
    row.label,
    row.reqPerSec.toFixed(1),
    row.p50Ms.toFixed(2),
    row.p99Ms.toFixed(2),
    row.ratioVsRaw === null ? '' : row.ratioVsRaw.toFixed(3),
    row.targets === null
      ? 'baseline'
      : `${row.met ? 'yes' : 'NO'} (≥ ${row.targets.ratio.min}×: ${row.targets.ratio.met ? 'yes' : 'no'}, p99: ${row.targets.p99.met ? 'yes' : 'no'})`,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.log(
    ['', format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format), ''].join('\n'),
  );
}

/** What a result file says of the machine it ran on: Node, the CPUs and the platform. */
export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

/**
 * Writes bench/results/api.json and returns its path.
 * @param {ReturnType<typeof judge>} rows
 * @param {Record<string, unknown>} settings
 */
export async function writeResults(rows, settings) {
  const report = {
    benchmark: 'api',
    timestamp: new Date().toISOString(),
    machine: { ...machine(), totalMemoryGb: round(os.totalmem() / 2 ** 30, 1) },
    settings,
    results: Object.fromEntries(rows.map(({ name, ...row }) => [name, row])),
    allTargetsMet: rows.every((row) => row.met !== false),
  };
  const file = path.join(import.meta.dirname, '..', 'results', 'api.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/**
 * Writes bench/results/{name}.json: when and on what it ran, then the figures given; says so and
 * returns its path.
 * @param {string} name
 * @param {Record<string, unknown>} figures
 */
export async function writeResultFile(name, figures) {
  const file = path.join(import.meta.dirname, '..', 'results', `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const when = new Date().toISOString();
  await writeFile(file, JSON.stringify({ when, node: process.version, cpus: os.cpus().length, ...figures }, null, 2));
  console.log(`Written ${path.relative(process.cwd(), file)}`);
  return file;
}
