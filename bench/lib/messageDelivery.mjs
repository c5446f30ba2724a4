// Band message delivery for bench:sync: the leader's message is sent over REST to one instance,
// and every device page (on both instances, behind its delaying proxy) records when the message's
// flash appeared, on its true clock (bench/lib/skewedPage.mjs), mapped back to the bench's clock.
import { setTimeout as sleep } from 'node:timers/promises';

/* global MutationObserver, Element, document -- this function runs in the page, not in Node */
/** Installed in a page: every band message flash that appears, as its text and true epoch ms. */
function recordFlashes() {
  const seen = [];
  globalThis.__flashes = seen;
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        const flash =
          node instanceof Element
            ? node.matches('[data-testid="band-message"]')
              ? node
              : node.querySelector('[data-testid="band-message"]')
            : null;
        if (flash) seen.push({ text: flash.querySelector('p')?.textContent ?? '', at: globalThis.__sync.trueNow() });
      }
  }).observe(document.body, { childList: true, subtree: true });
}

/**
 * Sends `count` messages (one every 1.2 s: the room takes 10 per 10 s) with `send(text)` and
 * returns the delivery time of each to each device (ms from just before the request to the flash
 * on the device's screen), and how many never showed within 5 s.
 * `devices` carry `page` and `truth.offsetMs` (the page's true clock minus `now()`).
 */
export async function measureMessageDelivery(devices, send, count, now) {
  await Promise.all(devices.map((device) => device.page.evaluate(recordFlashes)));
  const samples = [];
  let missed = 0;
  for (let index = 0; index < count; index++) {
    const text = `Bench message ${index + 1}`;
    const sentAt = now();
    await send(text);
    for (const device of devices) {
      const at = await device.page
        .waitForFunction((wanted) => globalThis.__flashes.find((flash) => flash.text === wanted)?.at, text, {
          timeout: 5000,
          polling: 20,
        })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (at === null) missed++;
      else samples.push({ device: device.name, ms: at - device.truth.offsetMs - sentAt });
    }
    await sleep(1200);
  }
  return { messages: count, missed, deliveriesMs: samples.map((sample) => sample.ms) };
}
