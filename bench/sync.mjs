// npm run bench:sync: four headless Chromium pages rehearse together through delaying
// proxies, each with a wrong clock, and the script measures how close their clicks sound.
//   1. Two app instances (`node dist/server/main.js`) on one embedded PostgreSQL; an owner and three
//      bandmates (share recipients) with a playlist of four songs, made through the REST API.
//   2. One TCP proxy per page (bench/lib/delayProxy.mjs) in front of its instance: every chunk is
//      delayed by 20–80 ms, with a different distribution each way, order kept; it can cut the page's
//      network for 5 s. Pages 1–2 go to instance A, pages 3–4 to instance B.
//   3. Each page gets a skewed clock before the app runs (offset up to ±500 ms, drift up to ±100 ppm on
//      performance.now(), timeOrigin, Date.now() and the output timestamp) and a recorder of every
//      click it schedules, mapped back to the true clock (bench/lib/skewedPage.mjs). All join the
//      room at /playlist/{id}/rehearse as a user would; the owner's page joins first and leads, and
//      the owner's Play is sent over REST (POST /api/playlists/{id}/rehearsal/start), one song after
//      another, every SONG_PERIOD_S seconds (songs play 10 s: PLAYLIST_TRACK_DURATION_SECONDS).
//   4. Figures: the first song (its start 5 s after the last device joined) and the whole run
//      (SYNC_MINUTES, default 10): median and p95 of |onset difference| between any two devices for
//      the same click; drift per 10 minutes of each pair's offset; time to re-lock after a 5 s network
//      drop of one page; and the set-list change latency from instance A to a `playlistChanged`
//      subscriber on instance B (no proxy); and the delivery of band messages, sent to instance A,
//      to every device's screen (bench/lib/messageDelivery.mjs). Writes bench/results/sync.json.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { productionEnv, spawnBuiltApp } from '../scripts/lib/builtApp.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { startDelayProxy } from './lib/delayProxy.mjs';
import { measureMessageDelivery } from './lib/messageDelivery.mjs';
import { prepareEmptyDatabase, runBenchmark } from './lib/environment.mjs';
import { machine } from './lib/report.mjs';
import { installSkewAndRecorder } from './lib/skewedPage.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';
import { prng } from './lib/tempoClips.mjs';

const ROOT = path.join(import.meta.dirname, '..');
/** The shared flags, with Chromium's shared memory in /tmp rather than /dev/shm. */
const BROWSER_ARGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
// A smoke run: two pages (one per instance), the first song's first seconds, no drops, three set-list changes.
const MINUTES = Number(process.env.SYNC_MINUTES ?? sized(10, 0.1));
/** One Play this often: a song is 10 s plus its count-in bar, and the start is 1 s ahead (a smoke run reads the first seconds only). */
const SONG_PERIOD_S = sized(14, 6);
const DROP_MS = 5000;
const DROP_TRIALS = Number(process.env.SYNC_DROPS ?? sized(3, -1));
const SET_LIST_CHANGES = sized(30, 3);
/** Band messages sent, each timed to every device. */
const MESSAGES = sized(20, 3);
/** Onsets of two devices this close are the same click (the fastest song's beats are 375 ms apart). */
const SAME_CLICK_MS = 40;
/** A device is in lock when its click is this close to the others'. */
const LOCKED_MS = 2;
const GOALS = { medianMs: 2, p95Ms: 5, driftPer10MinMs: 1, relockMs: 3000, setListP95Ms: 250, messageP95Ms: 250 };
const PASSWORD = 'bench-sync-password-1';
const SESSION_SECRET = 'bench-sync-session-secret-0123456789abcdef';
const SONGS = [
  { name: 'Opener', bpm: 120 },
  { name: 'Ballad', bpm: 76 },
  { name: 'Shuffle', bpm: 96 },
  { name: 'Closer', bpm: 160 },
];

// Delay of one chunk: 'even' is uniform over 20–80 ms; 'low' is 20 + 60·u², mostly near the floor
// (mean 40 ms). Both have the same 20 ms floor, so no round-trip method is biased by the floors
// themselves; what differs is how often each way comes close to it.
const SHAPES = { even: (u) => 20 + 60 * u, low: (u) => 20 + 60 * u * u };
/** The devices: their wrong clocks, their instance and their network (page→app, app→page). */
const ALL_DEVICES = [
  { name: 'Drums', user: 'owner', offsetMs: 430, driftPpm: 95, instance: 'A', up: 'even', down: 'low' },
  { name: 'Bass', user: 'bass', offsetMs: -470, driftPpm: -100, instance: 'A', up: 'low', down: 'even' },
  { name: 'Keys', user: 'keys', offsetMs: 180, driftPpm: -40, instance: 'B', up: 'even', down: 'low' },
  { name: 'Vocals', user: 'vocals', offsetMs: -260, driftPpm: 70, instance: 'B', up: 'low', down: 'even' },
];
const DEVICES = sized(ALL_DEVICES, [ALL_DEVICES[0], ALL_DEVICES[2]]);
/** The page whose network is cut (the last). */
const DROPPED = DEVICES.length - 1;

const nodeNow = () => performance.timeOrigin + performance.now();
const round = (value, digits = 2) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : Math.round(value * 10 ** digits) / 10 ** digits;
const quantile = (values, q) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
};

const undo = [];

/** The built server as its own process, as `npm start` runs it; resolves once it listens. */
async function startApp(databaseUrl) {
  const { child, port, output } = spawnBuiltApp({
    main: path.join(ROOT, 'dist', 'server', 'main.js'),
    cwd: ROOT,
    env: productionEnv({
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      ADMIN_PASSWORD: 'bench-sync-admin-password',
      DEMO_PASSWORD: 'bench-sync-demo-password',
    }),
  });
  undo.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  return { url: `http://127.0.0.1:${await port}`, port: await port, output };
}

/** A user's cookies without a browser (not bound to a port: one jar talks to both instances). */
class Session {
  jar = new Map();

  async send(baseUrl, method, urlPath, body) {
    const headers = { Accept: 'application/json', Cookie: this.cookieHeader() };
    if (method !== 'GET' && this.jar.has('XSRF-TOKEN')) headers['X-XSRF-Token'] = this.xsrf();
    if (body) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async json(baseUrl, method, urlPath, body, expected = [200, 201]) {
    const response = await this.send(baseUrl, method, urlPath, body);
    if (!expected.includes(response.status))
      throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  xsrf() {
    return decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? '');
  }

  /** The cookies for a browser context on `url`. */
  cookiesFor(url) {
    return [...this.jar].map(([name, value]) => ({ name, value, url }));
  }
}

async function signUp(baseUrl, username) {
  const session = new Session();
  await session.send(baseUrl, 'GET', '/api/auth/me');
  await session.json(
    baseUrl,
    'POST',
    '/api/auth/register',
    { username, email: `${username}@example.test`, password: PASSWORD, confirmPassword: PASSWORD },
    [201],
  );
  return session;
}

/** This page's true clock minus the bench's (ms), from the fastest of 40 DevTools round trips. */
async function truthOffset(page) {
  let best = null;
  for (let trip = 0; trip < 40; trip++) {
    const sent = nodeNow();
    const pageNow = await page.evaluate(() => globalThis.__sync.trueNow());
    const received = nodeNow();
    if (!best || received - sent < best.roundTripMs)
      best = { roundTripMs: received - sent, offsetMs: pageNow - (sent + received) / 2 };
  }
  return best;
}

/**
 * An instance's room clock minus the machine's (ms), from the fastest of 30 `GET /api/time`: on one
 * machine both read the same clock, so this is the instance's calibration error against PostgreSQL.
 */
async function roomClockError(baseUrl) {
  let best = null;
  for (let trip = 0; trip < 30; trip++) {
    const sent = nodeNow();
    const { serverTime } = await (await fetch(`${baseUrl}/api/time`)).json();
    const received = nodeNow();
    if (!best || received - sent < best.roundTripMs)
      best = { roundTripMs: received - sent, errorMs: serverTime - (sent + received) / 2 };
  }
  return best;
}

/** The device's onsets on the bench's clock (epoch ms). */
async function onsetsOf(device) {
  const onsets = await device.page.evaluate(() => globalThis.__sync.onsets());
  return onsets.map((onset) => onset - device.truth.offsetMs);
}

/** Nearest value of sorted `values` to `x`, or null when none is within SAME_CLICK_MS. */
function nearest(values, x) {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] < x) low = middle + 1;
    else high = middle;
  }
  let best = null;
  for (const index of [low - 1, low]) {
    const value = values[index];
    if (
      value !== undefined &&
      Math.abs(value - x) <= SAME_CLICK_MS &&
      (best === null || Math.abs(value - x) < Math.abs(best - x))
    )
      best = value;
  }
  return best;
}

/**
 * For each pair of devices, the signed differences of their same clicks with the first device's
 * onset in [from, to): [{ pair, at, diffMs }].
 */
function pairDifferences(onsets, from, to) {
  const rows = [];
  for (let i = 0; i < onsets.length; i++) {
    for (let j = i + 1; j < onsets.length; j++) {
      for (const at of onsets[i]) {
        if (at < from || at >= to) continue;
        const other = nearest(onsets[j], at);
        if (other !== null) rows.push({ pair: `${i}-${j}`, at, diffMs: at - other });
      }
    }
  }
  return rows;
}

/** Median, p95 and max of |difference|, per pair medians (signed), and how many clicks were compared. */
function spreadOf(rows, devices) {
  const absolute = rows.map((row) => Math.abs(row.diffMs));
  const pairs = {};
  for (const row of rows) (pairs[row.pair] ??= []).push(row.diffMs);
  return {
    comparedClickPairs: rows.length,
    medianMs: round(quantile(absolute, 0.5)),
    p95Ms: round(quantile(absolute, 0.95)),
    maxMs: round(Math.max(...absolute)),
    perPairMedianSignedMs: Object.fromEntries(
      Object.entries(pairs).map(([pair, diffs]) => {
        const [i, j] = pair.split('-').map(Number);
        return [`${devices[i].name}−${devices[j].name}`, round(quantile(diffs, 0.5))];
      }),
    ),
  };
}

/**
 * Drift: each pair's offset (median difference) per song, against time; the least-squares slope
 * over the run, as ms per 10 minutes, and the change from the first two minutes to the last two.
 */
function driftOf(rows, songStarts, devices, runFrom, runTo) {
  const byPair = {};
  for (const row of rows) (byPair[row.pair] ??= []).push(row);
  const result = {};
  for (const [pair, pairRows] of Object.entries(byPair)) {
    const points = [];
    for (let index = 0; index < songStarts.length; index++) {
      const from = songStarts[index];
      const to = songStarts[index + 1] ?? runTo;
      const diffs = pairRows.filter((row) => row.at >= from && row.at < to).map((row) => row.diffMs);
      if (diffs.length >= 4) points.push({ minutes: (from - runFrom) / 60_000, offsetMs: quantile(diffs, 0.5) });
    }
    if (points.length < 3) continue;
    const meanX = points.reduce((sum, point) => sum + point.minutes, 0) / points.length;
    const meanY = points.reduce((sum, point) => sum + point.offsetMs, 0) / points.length;
    const slope =
      points.reduce((sum, point) => sum + (point.minutes - meanX) * (point.offsetMs - meanY), 0) /
      points.reduce((sum, point) => sum + (point.minutes - meanX) ** 2, 0);
    const span = points[points.length - 1].minutes - points[0].minutes;
    const window = Math.min(2, span / 3);
    const early = points.filter((point) => point.minutes <= points[0].minutes + window).map((point) => point.offsetMs);
    const late = points
      .filter((point) => point.minutes >= points[points.length - 1].minutes - window)
      .map((point) => point.offsetMs);
    const [i, j] = pair.split('-').map(Number);
    result[`${devices[i].name}−${devices[j].name}`] = {
      songs: points.length,
      slopeMsPer10Min: round(slope * 10),
      firstToLastMs: round(quantile(late, 0.5) - quantile(early, 0.5)),
      offsetRangeMs: round(
        Math.max(...points.map((point) => point.offsetMs)) - Math.min(...points.map((point) => point.offsetMs)),
      ),
    };
  }
  const worst = Math.max(...Object.values(result).map((pair) => Math.abs(pair.slopeMsPer10Min)));
  const worstChange = Math.max(...Object.values(result).map((pair) => Math.abs(pair.firstToLastMs)));
  return { worstSlopeMsPer10Min: round(worst), worstFirstToLastMs: round(worstChange), pairs: result };
}

/**
 * Errors of device `index`'s onsets in [from, to) against the median of the others' same click
 * (null: no other device has that click: a click of its own, off the room's grid).
 */
function errorsAgainstRoom(onsets, index, from, to) {
  return onsets[index]
    .filter((at) => at >= from && at < to)
    .map((at) => {
      const others = onsets
        .flatMap((list, other) => (other === index ? [] : [nearest(list, at)]))
        .filter((value) => value !== null);
      return { at, errorMs: others.length ? at - quantile(others, 0.5) : null };
    });
}

/**
 * Re-lock: from `backAt`, the first onset from which every later onset of the page in the window is
 * within LOCKED_MS of where it was before the drop (`baselineMs`: its median error against the room
 * over the long run, so a page a millisecond off all along is judged on what the drop did).
 */
function relockOf(errors, backAt, cutAt, baselineMs) {
  const bad = (entry) => entry.errorMs === null || Math.abs(entry.errorMs - baselineMs) > LOCKED_MS;
  const duringAndAfter = errors.filter((entry) => entry.at >= cutAt);
  const after = errors.filter((entry) => entry.at >= backAt);
  let lockedFrom = null;
  for (let index = after.length - 1; index >= 0; index--) {
    if (bad(after[index])) break;
    lockedFrom = after[index].at;
  }
  return {
    stayedLocked: duringAndAfter.length > 0 && !duringAndAfter.some(bad),
    relockMs: lockedFrom === null ? null : duringAndAfter.some(bad) ? round(Math.max(0, lockedFrom - backAt), 0) : 0,
    firstLockedClickAfterBackMs: lockedFrom === null ? null : round(lockedFrom - backAt, 0),
    offGridClicks: duringAndAfter.filter((entry) => entry.errorMs === null).length,
    worstErrorMs: round(
      Math.max(0, ...duringAndAfter.filter((entry) => entry.errorMs !== null).map((entry) => Math.abs(entry.errorMs))),
    ),
    worstMoveFromBaselineMs: round(
      Math.max(
        0,
        ...duringAndAfter
          .filter((entry) => entry.errorMs !== null)
          .map((entry) => Math.abs(entry.errorMs - baselineMs)),
      ),
    ),
  };
}

/** Joins the device's page to the room as a user does; resolves once its clock is ready. */
async function join(device, playlistId) {
  const { page } = device;
  await page.goto(`/playlist/${playlistId}/rehearse`);
  await page.getByLabel("This device's name").fill(device.name);
  await page.getByRole('button', { name: 'Join rehearsal', exact: true }).click();
  device.joinedAt = nodeNow();
  // The device's sync estimate is behind the stage's 'Sync' panel.
  await page.getByRole('button', { name: 'Sync', exact: true }).click({ timeout: 30_000 });
  await page.getByText(/^This device: ±/).waitFor({ timeout: 30_000 });
  device.readyAt = nodeNow();
}

/** Subscribes to playlistChanged on `baseUrl` as `session` (Node's graphql-ws client, no proxy). */
function followSetList(baseUrl, session, playlistId, onChange) {
  class CookieSocket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers: { Cookie: session.cookieHeader() } });
    }
  }
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    connectionParams: { xsrfToken: session.xsrf() },
    retryAttempts: 0,
    lazy: false,
  });
  return new Promise((resolve, reject) => {
    let started = false;
    client.on('connected', () => {
      if (started) return;
      started = true;
      // The first event, SUBSCRIBED, says the server holds the subscription: changes made from then on are heard.
      const stop = client.subscribe(
        {
          query: 'subscription($id: ID!) { playlistChanged(playlistId: $id) { playlistId kind } }',
          variables: { id: playlistId },
        },
        {
          next: (result) => {
            const change = result.data?.playlistChanged;
            if (change?.kind === 'SUBSCRIBED') resolve({ stop: () => (stop(), client.dispose()) });
            else onChange(change, nodeNow());
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
  });
}

/** Set-list change latency: `SET_LIST_CHANGES` changes on A (adds and reorders), each seen by a subscriber on B. */
async function measureSetList(a, b, owner) {
  const playlist = await owner.json(a.url, 'POST', '/api/playlists', { name: 'Set list latency', description: '' });
  let trackIds = [];
  for (const song of SONGS)
    trackIds = (
      await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/tracks`, {
        name: song.name,
        artist: 'Band',
        bpm: song.bpm,
      })
    ).tracks.map((track) => track.id);
  let waiting = null;
  const follower = await followSetList(b.url, owner, playlist.id, (change, at) => {
    if (waiting && change?.kind === waiting.kind) waiting.resolve(at);
  });
  const samples = [];
  try {
    for (let change = 0; change < SET_LIST_CHANGES; change++) {
      const kind = change % 2 ? 'TRACKS_REORDERED' : 'TRACK_ADDED';
      const seen = new Promise((resolve) => (waiting = { kind, resolve }));
      const sentAt = nodeNow();
      const body =
        kind === 'TRACK_ADDED'
          ? await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/tracks`, {
              name: `Song ${change}`,
              artist: 'Band',
              bpm: 90 + change,
            })
          : await owner.json(a.url, 'PUT', `/api/playlists/${playlist.id}/tracks/order`, {
              trackIds: [...trackIds].reverse(),
            });
      const answeredAt = nodeNow();
      trackIds = body.tracks.map((track) => track.id);
      const seenAt = await Promise.race([seen, sleep(5000).then(() => null)]);
      waiting = null;
      samples.push({
        kind,
        ms: seenAt === null ? null : seenAt - sentAt,
        afterAnswerMs: seenAt === null ? null : seenAt - answeredAt,
      });
      await sleep(200);
    }
  } finally {
    follower.stop();
  }
  const seen = samples.filter((sample) => sample.ms !== null);
  return {
    changes: samples.length,
    missed: samples.length - seen.length,
    p50Ms: round(
      quantile(
        seen.map((sample) => sample.ms),
        0.5,
      ),
      1,
    ),
    p95Ms: round(
      quantile(
        seen.map((sample) => sample.ms),
        0.95,
      ),
      1,
    ),
    maxMs: round(Math.max(...seen.map((sample) => sample.ms)), 1),
    afterRestAnswerP95Ms: round(
      quantile(
        seen.map((sample) => sample.afterAnswerMs),
        0.95,
      ),
      1,
    ),
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const databaseUrl = await prepareEmptyDatabase('sync');
  const [a, b] = await Promise.all([startApp(databaseUrl), startApp(databaseUrl)]);
  const instances = { A: a, B: b };
  console.log(`Two instances: A ${a.url}, B ${b.url}`);

  const sessions = {};
  for (const device of DEVICES)
    sessions[device.user] = await signUp(device.instance === 'A' ? a.url : b.url, `sync_${device.user}`);
  const owner = sessions.owner;
  const playlist = await owner.json(a.url, 'POST', '/api/playlists', { name: 'Rehearsal bench', description: '' });
  let tracks = [];
  for (const song of SONGS)
    tracks = (
      await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/tracks`, {
        name: song.name,
        artist: 'Band',
        bpm: song.bpm,
      })
    ).tracks;
  for (const device of DEVICES.filter((each) => each.user !== 'owner'))
    await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/share`, {
      sharedWithUsername: `sync_${device.user}`,
    });

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
  undo.push(() => browser.close());
  const devices = [];
  for (const [index, spec] of DEVICES.entries()) {
    // Seeded, so each run sees the same delays in the same order.
    const pick = prng(1000 + index);
    const proxy = await startDelayProxy(instances[spec.instance].port, {
      upMs: () => SHAPES[spec.up](pick()),
      downMs: () => SHAPES[spec.down](pick()),
    });
    undo.push(() => proxy.close());
    const context = await browser.newContext({ baseURL: proxy.url });
    await context.addCookies(sessions[spec.user].cookiesFor(proxy.url));
    await context.addInitScript(installSkewAndRecorder, { offsetMs: spec.offsetMs, driftPpm: spec.driftPpm });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource') &&
        !message.text().includes('WebSocket')
      )
        problems.push(`console: ${message.text()}`);
    });
    devices.push({ ...spec, proxy, context, page, problems });
  }

  // Joining: the owner's device first, so the owner leads.
  for (const device of devices) await join(device, playlist.id);
  const joinedAt = Math.max(...devices.map((device) => device.joinedAt));
  console.log(
    `All ${devices.length} joined; clocks ready ${devices.map((device) => `${device.name} ${Math.round(device.readyAt - device.joinedAt)} ms`).join(', ')} after their Join.`,
  );
  for (const device of devices) device.truth = await truthOffset(device.page);

  const instanceClocks = [];
  const sampleInstanceClocks = async () => {
    const [onA, onB] = [await roomClockError(a.url), await roomClockError(b.url)];
    instanceClocks.push({
      atMinute: null,
      aMs: round(onA.errorMs, 3),
      bMs: round(onB.errorMs, 3),
      roundTripsMs: [round(onA.roundTripMs, 3), round(onB.roundTripMs, 3)],
    });
  };
  await sampleInstanceClocks();
  let songIndex = 0;
  const songStarts = [];
  const play = async () => {
    const track = tracks[songIndex % tracks.length];
    songIndex++;
    const sentAt = nodeNow();
    let room;
    try {
      room = await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/rehearsal/start`, {
        trackId: track.id,
        bpm: track.bpm,
      });
    } catch (error) {
      const now = await owner.json(a.url, 'GET', `/api/playlists/${playlist.id}/rehearsal`);
      console.error(
        'The room refused the Play; its devices:',
        JSON.stringify(now.members.map((m) => [m.username, m.deviceName, m.joinedAt])),
      );
      for (const device of devices)
        console.error(
          device.name,
          await device.page
            .getByTestId('this-device-sync')
            .textContent()
            .catch(() => '?'),
          device.problems,
        );
      throw error;
    }
    songStarts.push(room.startsAt);
    return { sentAt, startsAt: room.startsAt };
  };

  // 1. Five seconds after joining: the first song starts then (the Play 1 s before, its lead time).
  await sleep(Math.max(0, joinedAt + 4000 - nodeNow()));
  const first = await play();
  const runFrom = first.startsAt;
  const runTo = runFrom + MINUTES * 60_000;
  console.log(
    `The first song starts ${round((first.startsAt - joinedAt) / 1000, 1)} s after the last Join; the run lasts ${MINUTES} min (a Play every ${SONG_PERIOD_S} s).`,
  );
  let nextPlay = first.sentAt + SONG_PERIOD_S * 1000;
  let lastPrint = nodeNow();
  while (nextPlay + 1000 < runTo) {
    await sleep(Math.max(0, nextPlay - nodeNow()));
    await play();
    nextPlay += SONG_PERIOD_S * 1000;
    if (nodeNow() - lastPrint > 60_000) {
      lastPrint = nodeNow();
      await sampleInstanceClocks();
      instanceClocks[instanceClocks.length - 1].atMinute = round((nodeNow() - runFrom) / 60_000, 1);
      const onsets = await Promise.all(devices.map(onsetsOf));
      const spread = spreadOf(pairDifferences(onsets, runFrom, nodeNow()), devices);
      console.log(
        `  ${round((nodeNow() - runFrom) / 60_000, 1)} min: median ${spread.medianMs} ms, p95 ${spread.p95Ms} ms over ${spread.comparedClickPairs} click pairs`,
      );
    }
  }
  await sleep(Math.max(0, songStarts[songStarts.length - 1] + SONG_PERIOD_S * 1000 - 1500 - nodeNow()));
  const runOnsets = await Promise.all(devices.map(onsetsOf));
  await sampleInstanceClocks();
  instanceClocks[instanceClocks.length - 1].atMinute = round((nodeNow() - runFrom) / 60_000, 1);
  const aMinusB = instanceClocks.map((sample) => sample.aMs - sample.bMs);
  const runEnd = Math.min(runTo, nodeNow());
  const firstSongRows = pairDifferences(
    runOnsets,
    first.startsAt,
    songStarts[1] ?? first.startsAt + SONG_PERIOD_S * 1000,
  );
  const runRows = pairDifferences(runOnsets, runFrom, runEnd);
  const afterJoin = spreadOf(firstSongRows, devices);
  const longRun = spreadOf(runRows, devices);
  // Drift is judged once the estimates have settled (drift is fitted from 20 s of round trips on):
  // from the first minute on when the run is long enough, else over all of it.
  const settledFrom = MINUTES >= 3 ? runFrom + 60_000 : runFrom;
  const drift = {
    settledFromMinute: (settledFrom - runFrom) / 60_000,
    ...driftOf(
      runRows.filter((row) => row.at >= settledFrom),
      songStarts.filter((at) => at >= settledFrom),
      devices,
      settledFrom,
      runEnd,
    ),
  };
  const runSongs = songStarts.filter((at) => at < runEnd).length;
  // Minute by minute: how the spread settles as each device's estimate gathers round trips.
  const perMinute = [];
  for (let from = runFrom; from < runEnd; from += 60_000) {
    const spread = spreadOf(
      runRows.filter((row) => row.at >= from && row.at < from + 60_000),
      devices,
    );
    perMinute.push({
      minute: perMinute.length + 1,
      medianMs: spread.medianMs,
      p95Ms: spread.p95Ms,
      perPairMedianSignedMs: spread.perPairMedianSignedMs,
    });
  }
  const clicksPerDevice = runOnsets.map((list) => list.filter((at) => at >= runFrom && at < runEnd).length);

  // 3. Network drops of one page: within a song (its click should go on) and across a Play (it must
  // come back, rejoin and enter the song the others play).
  const dropped = devices[DROPPED];
  const baselineMs = quantile(
    errorsAgainstRoom(runOnsets, DROPPED, runFrom, runEnd)
      .filter((entry) => entry.errorMs !== null)
      .map((entry) => entry.errorMs),
    0.5,
  );
  const drops = [];
  for (let trial = 0; trial <= DROP_TRIALS; trial++) {
    const kind = trial === 0 ? 'within a song' : 'across a Play';
    const before = await play();
    await sleep(Math.max(0, before.startsAt + 2000 - nodeNow()));
    const { cutAt, backAt } = dropped.proxy.cut(DROP_MS);
    const cutAtEpoch = performance.timeOrigin + cutAt;
    let songFrom = before.startsAt;
    if (kind === 'across a Play') {
      await sleep(1000);
      songFrom = (await play()).startsAt;
    }
    const backAtEpoch = performance.timeOrigin + (await backAt);
    // Until the song ends (10 s of clicks plus the count-in) and a margin.
    const windowEnd = songFrom + SONG_PERIOD_S * 1000 - 1000;
    await sleep(Math.max(0, windowEnd + 500 - nodeNow()));
    const onsets = await Promise.all(devices.map(onsetsOf));
    const errors = errorsAgainstRoom(onsets, DROPPED, kind === 'within a song' ? before.startsAt : songFrom, windowEnd);
    const result = { kind, ...relockOf(errors, backAtEpoch, Math.max(cutAtEpoch, songFrom), baselineMs) };
    drops.push(result);
    console.log(
      `  drop ${trial + 1} (${kind}): ${result.stayedLocked ? 'stayed in lock' : `re-locked ${result.relockMs} ms after the network was back`}, worst ${result.worstErrorMs} ms (${result.worstMoveFromBaselineMs} ms from its usual ${round(baselineMs)} ms), ${result.offGridClicks} clicks off the room's grid`,
    );
    await sleep(2000);
  }
  await owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/rehearsal/stop`, {});

  // Band messages from the leader, through instance A, to every device's screen.
  const delivered = await measureMessageDelivery(
    devices,
    (text) => owner.json(a.url, 'POST', `/api/playlists/${playlist.id}/rehearsal/message`, { text, onDownbeat: false }),
    MESSAGES,
    nodeNow,
  );
  const messages = {
    messages: delivered.messages,
    deliveries: delivered.deliveriesMs.length,
    missed: delivered.missed,
    p50Ms: round(quantile(delivered.deliveriesMs, 0.5), 1),
    p95Ms: round(quantile(delivered.deliveriesMs, 0.95), 1),
    maxMs: round(delivered.deliveriesMs.length ? Math.max(...delivered.deliveriesMs) : null, 1),
  };

  const problems = devices.flatMap((device) => device.problems.map((problem) => `${device.name}: ${problem}`));
  const proxies = Object.fromEntries(devices.map((device) => [device.name, device.proxy.stats()]));
  await browser.close();

  // 4. Set-list change latency across the two instances.
  const setList = await measureSetList(a, b, owner);

  const acrossPlay = drops.filter((drop) => drop.kind === 'across a Play');
  const relocks = acrossPlay.map((drop) => drop.relockMs);
  const worstRelock = relocks.some((value) => value === null) ? null : Math.max(...relocks);
  const met = {
    afterJoinMedian: afterJoin.medianMs !== null && afterJoin.medianMs <= GOALS.medianMs,
    afterJoinP95: afterJoin.p95Ms !== null && afterJoin.p95Ms <= GOALS.p95Ms,
    longRunMedian: longRun.medianMs !== null && longRun.medianMs <= GOALS.medianMs,
    longRunP95: longRun.p95Ms !== null && longRun.p95Ms <= GOALS.p95Ms,
    drift: drift.worstSlopeMsPer10Min !== null && drift.worstSlopeMsPer10Min < GOALS.driftPer10MinMs,
    relock:
      drops.length > 0 &&
      worstRelock !== null &&
      worstRelock <= GOALS.relockMs &&
      drops[0].relockMs !== null &&
      drops[0].relockMs <= GOALS.relockMs,
    setList: setList.missed === 0 && setList.p95Ms <= GOALS.setListP95Ms,
    messages: messages.missed === 0 && messages.p95Ms !== null && messages.p95Ms <= GOALS.messageP95Ms,
  };
  const yes = (value) => (value ? 'yes' : 'NO');
  console.log(
    [
      '',
      `Same click, any two devices (|difference|)     median    p95    max   goal (≤ ${GOALS.medianMs} / ≤ ${GOALS.p95Ms} ms)`,
      `  first song, 5 s after joining            ${String(afterJoin.medianMs).padStart(8)} ${String(afterJoin.p95Ms).padStart(6)} ${String(afterJoin.maxMs).padStart(6)}   ${yes(met.afterJoinMedian)} / ${yes(met.afterJoinP95)}  (${afterJoin.comparedClickPairs} click pairs)`,
      `  ${`${MINUTES} min run`.padEnd(39)}${String(longRun.medianMs).padStart(8)} ${String(longRun.p95Ms).padStart(6)} ${String(longRun.maxMs).padStart(6)}   ${yes(met.longRunMedian)} / ${yes(met.longRunP95)}  (${longRun.comparedClickPairs} click pairs, ${runSongs} songs)`,
      `  minute by minute, median / p95: ${perMinute.map((minute) => `${minute.medianMs}/${minute.p95Ms}`).join(', ')}`,
      `  per pair, median signed (ms): ${Object.entries(longRun.perPairMedianSignedMs)
        .map(([pair, ms]) => `${pair} ${ms}`)
        .join(', ')}`,
      `Drift per 10 min (worst pair, slope fitted from minute ${drift.settledFromMinute}${MINUTES < 10 ? `, extrapolated from ${MINUTES} min` : ''}): ${drift.worstSlopeMsPer10Min} ms; first→last 2 min: ${drift.worstFirstToLastMs} ms   goal < ${GOALS.driftPer10MinMs} ms: ${yes(met.drift)}`,
      `Re-lock after a ${DROP_MS / 1000} s drop of ${dropped.name}: ${drops.map((drop) => `${drop.kind}: ${drop.stayedLocked ? 'stayed in lock' : drop.relockMs === null ? 'never' : `${drop.relockMs} ms`} (moved ≤ ${drop.worstMoveFromBaselineMs} ms, ${drop.offGridClicks} off-grid clicks)`).join('; ')}   goal ≤ ${GOALS.relockMs} ms: ${yes(met.relock)}`,
      `Set-list change A → subscriber on B (no proxy): p50 ${setList.p50Ms} ms, p95 ${setList.p95Ms} ms, max ${setList.maxMs} ms over ${setList.changes} (missed ${setList.missed})   goal p95 ≤ ${GOALS.setListP95Ms} ms: ${yes(met.setList)}`,
      `Band message A → every device's screen (through the proxies): p50 ${messages.p50Ms} ms, p95 ${messages.p95Ms} ms, max ${messages.maxMs} ms over ${messages.deliveries} deliveries of ${messages.messages} messages (missed ${messages.missed})   goal p95 ≤ ${GOALS.messageP95Ms} ms: ${yes(met.messages)}`,
      `Room clock of A − B (each against the machine's clock, sampled ${instanceClocks.length}×): ${round(Math.min(...aMinusB))} to ${round(Math.max(...aMinusB))} ms`,
      problems.length ? `Page problems: ${problems.join(' | ')}` : 'No page errors.',
      '',
    ].join('\n'),
  );

  const report = {
    benchmark: 'sync',
    timestamp: new Date().toISOString(),
    machine: { ...machine(), loadAverage: os.loadavg().map((value) => round(value)) },
    settings: {
      minutes: MINUTES,
      songPeriodSeconds: SONG_PERIOD_S,
      songs: SONGS,
      dropMs: DROP_MS,
      dropTrials: DROP_TRIALS + 1,
      sameClickWindowMs: SAME_CLICK_MS,
      lockedWithinMs: LOCKED_MS,
      delayShapes: { even: 'uniform 20–80 ms', low: '20 + 60·u² ms (mostly near 20)' },
      devices: DEVICES,
    },
    goals: GOALS,
    results: {
      afterJoin,
      longRun: {
        ...longRun,
        clicksPerDevice: Object.fromEntries(devices.map((device, index) => [device.name, clicksPerDevice[index]])),
      },
      songsInRun: runSongs,
      perMinute,
      drift,
      droppedDeviceBaselineMs: round(baselineMs),
      drops,
      setList,
      messages,
      instanceRoomClockErrors: instanceClocks,
      truthClocks: Object.fromEntries(
        devices.map((device) => [
          device.name,
          { offsetMs: round(device.truth.offsetMs, 3), roundTripMs: round(device.truth.roundTripMs, 3) },
        ]),
      ),
      joinToReadyMs: Object.fromEntries(
        devices.map((device) => [device.name, round(device.readyAt - device.joinedAt, 0)]),
      ),
      proxies,
      pageProblems: problems,
    },
    met,
    allTargetsMet: Object.values(met).every(Boolean),
  };
  // No click heard by two devices, or a set-list change never seen on the other instance: rehearsal itself is broken.
  if (afterJoin.medianMs === null || setList.missed > 0 || messages.missed > 0) {
    console.error(
      `bench:sync: ${afterJoin.medianMs === null ? 'no click compared between devices' : setList.missed > 0 ? `${setList.missed} set-list changes never seen` : `${messages.missed} band messages never shown`}`,
    );
    process.exitCode = 1;
  }
  if (SMOKE) return;
  const file = path.join(ROOT, 'bench', 'results', 'sync.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, file)}`);
}

await runBenchmark(async () => {
  announceSmoke('bench:sync');
  try {
    await main();
  } finally {
    for (const step of undo.reverse().splice(0)) await step().catch((error) => console.error('[bench cleanup]', error));
  }
}, 'bench:sync');
