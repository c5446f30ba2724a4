import type { BrowserContext } from 'playwright-core';
import { resolveRhythm, type Rhythm } from '../../schema/rhythm';
import { sendWithXsrf } from './browserApp';

/** 7/8 grouped 2+2+3 in triplets: a saved rhythm whose Rhythm section has a long summary. */
export const SAVED_RHYTHM: Rhythm = resolveRhythm({
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  subdivision: 'triplets',
});

/** Saves the default generator settings with {@link SAVED_RHYTHM} for the context's signed-in user, as the generator saves them. */
export async function saveRhythm(context: BrowserContext): Promise<void> {
  await sendWithXsrf(context, 'put', '/api/users/settings', {
    bpm: 120,
    soundType: 'click',
    countInSoundType: 'woodblock',
    durationSeconds: 10,
    countInBeats: 4,
    volumePercent: 75,
    visualizerTheme: 'Standard',
    rhythm: SAVED_RHYTHM,
    countInBars: null,
    practice: null,
  });
}
