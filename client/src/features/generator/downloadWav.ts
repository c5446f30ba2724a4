import { renderClickTrackWav } from '../../audio/wav';
import { renderClickTrackWavWithCues } from '../../audio/cues/cueExport';
import type { ClickTrackSettings } from '../../audio/types';

/** The file name of a downloaded click track: click-track-{bpm}bpm.wav. */
export function wavFileName(bpm: number): string {
  return `click-track-${bpm}bpm.wav`;
}

/** Renders the click track (with its spoken cues, if on) to a WAV file and has the browser download it through an object URL. */
export async function downloadClickTrackWav(settings: ClickTrackSettings): Promise<void> {
  const blob = settings.cues ? await renderClickTrackWavWithCues(settings) : renderClickTrackWav(settings);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = wavFileName(settings.bpm);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
