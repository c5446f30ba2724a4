import { planClickTrack, renderClickTrackRange } from '../renderClickTrack';
import type { ClickTrackSettings, RenderedClickTrack } from '../types';
import { encodeWav } from '../wav';
import { loadCueBank, wordLengths, type DecodingContext, type FetchBytes } from './cueBank';
import { mixCuesInto, planCues } from './cuePlan';
import { withOwnCueWords } from './ownCueWords';

/** A context that decodes at `sampleRateHz` (an OfflineAudioContext; the browser resamples the 22.05 kHz files). */
function decodingContext(sampleRateHz: number): DecodingContext {
  return new OfflineAudioContext(1, 1, sampleRateHz);
}

/**
 * The click track with its spoken cues mixed in at the cue volume, each word's first sample on its
 * planned sample (what the player schedules, rendered ahead): the WAV export with cues, the user's
 * own words in place of the built-in ones.
 */
export async function renderClickTrackWithCues(
  settings: ClickTrackSettings,
  sampleRateHz: number,
  context: DecodingContext = decodingContext(sampleRateHz),
  fetchWord?: FetchBytes,
): Promise<RenderedClickTrack> {
  const plan = planClickTrack(settings, sampleRateHz);
  const samples = renderClickTrackRange(plan, 0, plan.lengthSamples);
  const cues = settings.cues;
  if (cues && (cues.countIn || cues.sections)) {
    const bank = await withOwnCueWords(await loadCueBank(context, fetchWord), cues.ownWords, fetchWord);
    const events = planCues({ ...plan, rhythm: settings.rhythm }, wordLengths(bank), cues);
    mixCuesInto(samples, 0, events, bank.words, Math.max(0, cues.volumePercent) / 100, sampleRateHz);
  }
  return { sampleRateHz, samples, beats: plan.beats, durationSeconds: plan.lengthSamples / sampleRateHz };
}

/** {@link renderClickTrackWithCues} as a downloadable WAV Blob (audio/wav). */
export async function renderClickTrackWavWithCues(settings: ClickTrackSettings, sampleRateHz = 44100): Promise<Blob> {
  const track = await renderClickTrackWithCues(settings, sampleRateHz);
  return new Blob([encodeWav(track.samples, sampleRateHz)], { type: 'audio/wav' });
}
