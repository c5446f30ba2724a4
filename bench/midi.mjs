/**
 * `npm run bench:midi`: MIDI clock out in headless Chromium with the fake Web MIDI
 * (e2e/support/fakeWebMidi.browser.js) and the real click player and MIDI scheduler bundled into
 * the page. See bench/README.md. Writes bench/results/midi.json; exits non-zero when a figure misses.
 */
/* global document */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bundleAudioEngine } from '../testkit/audioBundle.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { hideBehindAnotherTab, launchThrottledChromium, mainThreadTimerMaxGap } from './lib/hiddenTab.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const PAGE_URL = 'http://localhost/bench-midi';
const FAKE_MIDI = fileURLToPath(new URL('../e2e/support/fakeWebMidi.browser.js', import.meta.url));
/** Targets: tick vs ideal grid, late ticks through a stall, clock after Stop, gaps in a hidden tab. */
const GRID_TARGET_MS = 0.1;
const STALL_MS = 300;
const HIDDEN_SECONDS = sized(60, 4);
/** A hidden tab's main-thread timers run at most once a second: a longest gap this long shows they were slowed. */
const THROTTLED_GAP_MS = 900;
/** From this long after the first tick, every tick has been sent a whole lookahead's worth ahead unless something held it up. */
const LOOKAHEAD_SETTLE_MS = 500;
const round = (value, digits = 3) => Number(value.toFixed(digits));

/**
 * The song map: meter changes (4/4, 7/8 in eighths, 6/8 in dotted quarters, 3/4) and ramps up and
 * down. Smoke: its first two sections.
 */
const SECTIONS = [
  { name: 'Intro', bars: 2, bpm: 120, timeSignature: '4/4' },
  { name: 'Build', bars: 2, bpm: 120, endBpm: 168, timeSignature: '4/4' },
  { name: 'Odd', bars: 2, bpm: 168, timeSignature: '7/8' },
  { name: 'Lilt', bars: 2, bpm: 60, timeSignature: '6/8', tempoUnit: 'dotted' },
  { name: 'Fall', bars: 2, bpm: 150, endBpm: 90, timeSignature: '3/4' },
].slice(0, sized(5, 2));

/** The ideal song ticks (seconds from the downbeat), worked out here from the tempo curve, not by the app's code. */
function idealTicks(sections) {
  const ticks = [];
  let start = 0;
  for (const section of sections) {
    const [beats, noteValue] = section.timeSignature.split('/').map(Number);
    const perTempoBeat = section.tempoUnit === 'dotted' ? 3 : 1;
    const n0 = section.bpm * perTempoBeat;
    const n1 = (section.endBpm ?? section.bpm) * perTempoBeat;
    const total = section.bars * beats;
    const ticksPerNote = 96 / noteValue;
    // Tempo linear in notes: t(x) = ∫₀ˣ 60 / (n0 + (n1 − n0) u / total) du.
    const at = (x) =>
      n1 === n0 ? (60 * x) / n0 : ((60 * total) / (n1 - n0)) * Math.log(1 + ((n1 - n0) * x) / (n0 * total));
    for (let tick = 0; tick < total * ticksPerNote; tick++) ticks.push(start + at(tick / ticksPerNote));
    start += at(total);
  }
  return ticks;
}

/** The click player and the MIDI scheduler, as the app ships them, as one script defining `MidiBench`. */
function bundle() {
  return bundleAudioEngine(fileURLToPath(new URL('./lib/midiBenchEntry.mjs', import.meta.url)), 'MidiBench');
}

/**
 * In the page: plays `settings` with MIDI clock out on the fake port; stalls the main thread at the
 * given times. Stops after `stopAfterMs`, or with `stopAfterMs: null` waits for the track to end by
 * itself, at most `maxWaitMs` (a loaded machine can start it late: a guessed end would cut its last ticks).
 */
async function playWithClock({ settings, stallsAtMs, stallMs, stopAfterMs, maxWaitMs, waitAfterMs }) {
  const { ClickTrackPlayer, MidiClockOut } = globalThis.MidiBench;
  const access = await navigator.requestMIDIAccess();
  const output = access.outputs.get('fake-out-1');
  const player = new ClickTrackPlayer();
  const clock = new MidiClockOut({ send: (data, timestamp) => output.send(data, timestamp) }, () => player);
  globalThis.__fakeMidi.clearSent('fake-out-1');
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const started = performance.now();
  const ended = new Promise((done) => player.subscribe((state) => state === 'idle' && done()));
  await player.play(settings);
  for (const at of stallsAtMs) {
    await sleep(Math.max(0, at - (performance.now() - started)));
    const until = performance.now() + stallMs;
    while (performance.now() < until);
  }
  if (stopAfterMs === null) await Promise.race([ended, sleep(maxWaitMs)]);
  else await sleep(Math.max(0, stopAfterMs - (performance.now() - started)));
  player.stop();
  const stoppedAt = performance.now();
  await sleep(waitAfterMs);
  clock.dispose();
  player.dispose();
  return { sent: globalThis.__fakeMidi.sent('fake-out-1'), stoppedAt, lateCount: clock.lateCount };
}

const clickSettings = (overrides) => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 30,
  countInBeats: 4,
  volumePercent: 50,
  ...overrides,
});

/** Grid errors (ms) of the song's ticks against the ideal, from the Start message's timestamp. */
function gridErrors(sent, ideal) {
  const start = sent.findIndex((message) => message.data[0] === 0xfa);
  if (start < 0) return { start: false, errorsMs: [], ticks: 0 };
  const downbeat = sent[start].timestamp;
  const ticks = sent.slice(start + 1).filter((message) => message.data[0] === 0xf8);
  const errorsMs = ticks
    .slice(0, ideal.length)
    .map((message, k) => Math.abs(message.timestamp - downbeat - ideal[k] * 1000));
  return { start: true, errorsMs, ticks: ticks.length };
}

/** A page in `context` with the fake Web MIDI and the bundled `script`; its errors go to `pageErrors`. */
async function openBenchPage(context, script, pageErrors) {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript({ path: FAKE_MIDI });
  await page.route(PAGE_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench:midi</title><body>bench</body>' }),
  );
  await page.goto(PAGE_URL);
  await page.addScriptTag({ content: script });
  return page;
}

/**
 * (d): HIDDEN_SECONDS of clock in a page hidden behind another tab, with the main thread's own
 * timers measured alongside to show they were throttled.
 */
async function playInHiddenTab(script, pageErrors) {
  const { context, close } = await launchThrottledChromium();
  try {
    const page = await openBenchPage(context, script, pageErrors);
    const visibility = await hideBehindAnotherTab(page);
    const mainTimer = page.evaluate(mainThreadTimerMaxGap, Math.min(HIDDEN_SECONDS, 10));
    const played = await page.evaluate(playWithClock, {
      settings: clickSettings({ durationSeconds: HIDDEN_SECONDS + 5 }),
      stallsAtMs: [],
      stallMs: 0,
      stopAfterMs: HIDDEN_SECONDS * 1000,
      waitAfterMs: 100,
    });
    const stillHidden = await page.evaluate(() => document.hidden);
    return { ...played, visibility: stillHidden ? visibility : 'visible', mainTimerMaxGapMs: await mainTimer };
  } finally {
    await close();
  }
}

async function main() {
  announceSmoke('bench:midi');
  const script = await bundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const pageErrors = [];
  try {
    const page = await openBenchPage(await browser.newContext(), script, pageErrors);
    const lookaheadMs = await page.evaluate(() => globalThis.MidiBench.LOOKAHEAD_MS);
    const rhythm = await page.evaluate((sections) => globalThis.MidiBench.resolveRhythm({ sections }), SECTIONS);
    const ideal = idealTicks(SECTIONS);
    const songSeconds = ideal.length ? ideal.at(-1) + 0.5 : 0;

    // (a) + (b): the song map through to its end, with 300 ms stalls of the main thread on the way.
    const stallsAtMs = sized([2500, 6000, 11000, 16000], [2500]);
    const map = await page.evaluate(playWithClock, {
      settings: clickSettings({ rhythm }),
      stallsAtMs,
      stallMs: STALL_MS,
      stopAfterMs: null,
      maxWaitMs: 2000 + songSeconds * 1000 + 30_000,
      waitAfterMs: 200,
    });
    const grid = gridErrors(map.sent, ideal);
    const ticks = map.sent.filter((message) => message.data[0] === 0xf8);
    const lateTicks = ticks.filter((message) => message.timestamp < message.sentAt).length;
    // How much of the lookahead was left at worst once under way (the first ticks after Play are
    // due one scheduling margin after it): the lookahead less this is what the stalls needed.
    const underWay = ticks.filter((message) => message.timestamp > ticks[0].timestamp + LOOKAHEAD_SETTLE_MS);
    const minSlackMs = Math.min(...underWay.map((message) => message.timestamp - message.sentAt));
    const stopAtEnd = map.sent.some((message) => message.data[0] === 0xfc);

    // (c) Stop in the middle of a steady song: how far after Stop the last queued tick is.
    const stopped = await page.evaluate(playWithClock, {
      settings: clickSettings({ durationSeconds: 60 }),
      stallsAtMs: [],
      stallMs: 0,
      stopAfterMs: sized(5000, 3000),
      waitAfterMs: 1000,
    });
    const stopMessage = stopped.sent.find((message) => message.data[0] === 0xfc);
    const afterStop = stopped.sent.filter(
      (message) => message.data[0] === 0xf8 && message.timestamp > stopped.stoppedAt,
    );
    const latestAfterStopMs = afterStop.length ? Math.max(...afterStop.map((m) => m.timestamp)) - stopped.stoppedAt : 0;
    const sentAfterStop = stopped.sent.filter((message) => message.sentAt > (stopMessage?.sentAt ?? Infinity)).length;

    // (d) A hidden tab, in a Chromium of its own that throttles background tabs as a user's does.
    const hidden = await playInHiddenTab(script, pageErrors);
    const { visibility, mainTimerMaxGapMs } = hidden;
    const hiddenTicks = hidden.sent.filter(
      (message) => message.data[0] === 0xf8 && message.timestamp <= hidden.stoppedAt,
    );
    const tickMs = 60_000 / (120 * 24);
    const hiddenGaps = hiddenTicks.slice(1).map((message, i) => message.timestamp - hiddenTicks[i].timestamp);
    const maxHiddenGapTicks = hiddenGaps.length ? Math.max(...hiddenGaps) / tickMs : Infinity;
    const hiddenLate = hiddenTicks.filter((message) => message.timestamp < message.sentAt).length;
    const hiddenUnderWay = hiddenTicks.filter((m) => m.timestamp > hiddenTicks[0].timestamp + LOOKAHEAD_SETTLE_MS);
    // Only a page that was hidden and whose own timers were slowed to Chrome's hidden pace counts.
    const hiddenMeasured = visibility === 'hidden' && mainTimerMaxGapMs >= THROTTLED_GAP_MS;
    const hiddenMinSlackMs = Math.min(...hiddenUnderWay.map((message) => message.timestamp - message.sentAt));

    const results = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      cpus: cpus().length,
      loadAverage: loadavg().map((load) => round(load, 2)),
      lookaheadMs,
      grid: {
        sections: SECTIONS.map(
          (s) => `${s.name} ${s.bars}×${s.timeSignature} ${s.bpm}${s.endBpm ? `→${s.endBpm}` : ''}`,
        ),
        ticksCompared: grid.errorsMs.length,
        idealTicks: ideal.length,
        maxErrorMs: grid.errorsMs.length ? Number(Math.max(...grid.errorsMs).toPrecision(3)) : null,
        met: grid.start && grid.errorsMs.length === ideal.length && Math.max(...grid.errorsMs) <= GRID_TARGET_MS,
      },
      stall: {
        stalls: stallsAtMs.length,
        stallMs: STALL_MS,
        ticks: ticks.length,
        lateTicks,
        minSlackMs: round(minSlackMs, 1),
        met: lateTicks === 0,
      },
      stop: {
        latestTickAfterStopMs: round(latestAfterStopMs, 1),
        messagesSentAfterStop: sentAfterStop,
        met: Boolean(stopMessage) && latestAfterStopMs <= lookaheadMs && sentAfterStop === 0,
      },
      hidden: {
        seconds: HIDDEN_SECONDS,
        visibility,
        mainThreadTimerMaxGapMs: round(mainTimerMaxGapMs, 0),
        ticks: hiddenTicks.length,
        maxGapTicks: round(maxHiddenGapTicks, 3),
        lateTicks: hiddenLate,
        minSlackMs: round(hiddenMinSlackMs, 1),
        lateTicksAt: hiddenTicks
          .filter((message) => message.timestamp < message.sentAt)
          .slice(0, 10)
          .map((m) => ({
            msAfterFirstTick: round(m.timestamp - hiddenTicks[0].timestamp, 1),
            lateByMs: round(m.sentAt - m.timestamp, 1),
          })),
        measured: hiddenMeasured,
        met: hiddenMeasured && maxHiddenGapTicks <= 2 && hiddenTicks.length > 0,
      },
      stopAtEnd,
    };
    const yes = (met) => (met ? 'met' : 'MISSED');
    console.log(`
Chromium ${results.chromium}, ${results.cpus} CPUs, load average ${results.loadAverage.join(' ')}; lookahead ${lookaheadMs} ms
(a) song map ${results.grid.sections.join(', ')}:
    ${results.grid.ticksCompared}/${results.grid.idealTicks} song ticks vs the ideal grid from Start: max error ${results.grid.maxErrorMs} ms  [target ≤ ${GRID_TARGET_MS}: ${yes(results.grid.met)}]; Stop at the end: ${stopAtEnd ? 'yes' : 'NO'}
(b) ${results.stall.stalls} main-thread stalls of ${STALL_MS} ms: ${lateTicks} of ${ticks.length} ticks sent late, once under way the closest sent ${results.stall.minSlackMs} ms ahead of its time  [target 0: ${yes(results.stall.met)}]
(c) Stop mid-song: latest tick still queued ${results.stop.latestTickAfterStopMs} ms after Stop, ${sentAfterStop} messages sent after it  [target ≤ lookahead, none: ${yes(results.stop.met)}]
(d) hidden tab (${visibility}) ${HIDDEN_SECONDS} s: main-thread 10 ms timer's longest gap ${results.hidden.mainThreadTimerMaxGapMs} ms; ${hiddenTicks.length} ticks, longest gap ${results.hidden.maxGapTicks} ticks, ${hiddenLate} late, the closest sent ${results.hidden.minSlackMs} ms ahead  [target ≤ 2 ticks: ${yes(results.hidden.met)}${results.hidden.measured ? '' : '; the page was not hidden and throttled, so this is not the hidden-tab figure'}]
Page errors: ${pageErrors.length ? pageErrors.join('; ') : 'none'}
${SMOKE ? 'Smoke run: nothing written' : 'Written: bench/results/midi.json'}`);
    const broken = pageErrors.length > 0 || !results.grid.met || !stopAtEnd || !stopMessage;
    const missed = !results.stall.met || !results.stop.met || !results.hidden.met;
    if (broken || (!SMOKE && missed)) process.exitCode = 1;
    if (!SMOKE) {
      const dir = fileURLToPath(new URL('./results/', import.meta.url));
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}midi.json`, `${JSON.stringify(results, null, 2)}\n`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
