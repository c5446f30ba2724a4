import { USER_SOUND_MAX_MS } from '../../../../../schema/limits';
import { encodeWav } from '../../../audio/wav';

/** What a recording may last: the stored sounds' limit, less a little for the recorder's own timing. */
export const RECORD_MAX_MS = USER_SOUND_MAX_MS - 100;

/** Said when the browser refuses the microphone. */
export const MICROPHONE_REFUSED =
  'The microphone is blocked for this site. Allow it in the browser to record a word, or upload a file instead.';
/** Said when there is no microphone. */
export const NO_MICROPHONE = 'No microphone was found. Connect one, or upload a file instead.';

/** Whether this browser can record in the page (MediaRecorder and getUserMedia). */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Decodes recorded bytes (webm/opus in Chromium, mp4 in Safari) to audio. */
export type DecodeRecording = (bytes: ArrayBuffer) => Promise<AudioBuffer>;

const decodeWithAudioContext: DecodeRecording = async (bytes) => {
  const context = new AudioContext();
  try {
    return await context.decodeAudioData(bytes);
  } finally {
    void context.close();
  }
};

/** A recording under way: `stop` ends it early; `file` is the recording as a WAV file. */
export interface CueWordRecording {
  stop(): void;
  file: Promise<File>;
}

/** `audio` mixed to one channel and cut to the recording limit, as a 16-bit WAV file. */
function wavFileOf(audio: AudioBuffer, fileName: string): File {
  const length = Math.min(audio.length, Math.floor((RECORD_MAX_MS / 1000) * audio.sampleRate));
  const mono = new Float32Array(length);
  for (let channel = 0; channel < audio.numberOfChannels; channel++) {
    const samples = audio.getChannelData(channel);
    for (let index = 0; index < length; index++) mono[index] += samples[index]! / audio.numberOfChannels;
  }
  return new File([encodeWav(mono, audio.sampleRate)], fileName, { type: 'audio/wav' });
}

/**
 * Records a word from the microphone for at most {@link RECORD_MAX_MS}, then decodes what the
 * browser recorded and encodes it as WAV (the server takes WAV, MP3 and Ogg Vorbis, not the
 * webm/opus Chromium records). Rejects with a plain sentence when the microphone is refused or
 * missing.
 */
export async function recordCueWord(
  fileName: string,
  decode: DecodeRecording = decodeWithAudioContext,
): Promise<CueWordRecording> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new Error(name === 'NotFoundError' || name === 'OverconstrainedError' ? NO_MICROPHONE : MICROPHONE_REFUSED);
  }
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  const timer = setTimeout(stop, RECORD_MAX_MS);
  recorder.start();
  const file = stopped.then(async () => {
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    const bytes = await new Blob(chunks, { type: recorder.mimeType }).arrayBuffer();
    return wavFileOf(await decode(bytes), fileName);
  });
  return { stop, file };
}
