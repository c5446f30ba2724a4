import { REHEARSAL_MESSAGE_PRESETS } from '../../../../../schema/limits';
import { MESSAGE_WORDS } from '../../../../../schema/cueWords';
import type { BeatTimeline } from '../../../audio/types';
import { messageWord, spokenMessage } from './spokenMessage';

const CUES = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };
/** Sample 0 of the grid at 12.5 s on the audio clock, 48 kHz. */
const TIMELINE: BeatTimeline = { startAudioTimeSeconds: 12.5, sampleRateHz: 48_000, beats: [] };

describe('which band messages are said, with which sample', () => {
  it.each([
    ['Start', 'start'],
    ['Stop', 'stop'],
    ['Repeat chorus', 'repeat-chorus'],
    ['Last chorus', 'last-chorus'],
    ['Tag', 'tag'],
    ['Cut', 'cut'],
    ['Now playing Blue Monday', 'now-playing'],
    ['Up next Closer', 'up-next'],
  ])("says '%s' with the sample %s (a song's name is not said)", (text, word) => {
    expect(messageWord(text)).toBe(word);
  });

  it('gives every preset a word that has a sample', () => {
    for (const preset of REHEARSAL_MESSAGE_PRESETS)
      expect(MESSAGE_WORDS as readonly string[]).toContain(messageWord(preset));
  });

  it.each(['Slower please', 'Start slower', 'Stopping after this', 'Now playing', 'Up nextSong', 'chorus'])(
    "only shows free text such as '%s' (no text-to-speech)",
    (text) => {
      expect(messageWord(text)).toBeNull();
      expect(spokenMessage(text, CUES, null)).toBeNull();
    },
  );
});

describe('when a device says a band message', () => {
  it('says a message not on a downbeat at once', () => {
    expect(spokenMessage('Stop', CUES, null)).toEqual({ word: 'stop', atSeconds: null });
  });

  it("says a message on the downbeat it is shown on: that bar's own frame of the click's grid", () => {
    const spoken = spokenMessage('Last chorus', CUES, { timeline: TIMELINE, sample: 96_000 });
    expect(spoken).toEqual({ word: 'last-chorus', atSeconds: 14.5 });
    expect(spoken!.atSeconds! * 48_000).toBe(600_000 + 96_000);
  });

  it('starts on a whole frame when the grid starts between two (a room mapped to this audio clock)', () => {
    const timeline = { ...TIMELINE, startAudioTimeSeconds: 12.500_01 };
    const spoken = spokenMessage('Cut', CUES, { timeline, sample: 24_000 });
    expect(spoken!.atSeconds! * 48_000).toBe(Math.round(12.500_01 * 48_000) + 24_000);
  });

  it("says nothing with spoken cues off, or with 'Speak band messages' turned off", () => {
    expect(spokenMessage('Start', null, null)).toBeNull();
    expect(spokenMessage('Start', { ...CUES, speakMessages: false }, null)).toBeNull();
    expect(spokenMessage('Start', { ...CUES, speakMessages: true }, null)).not.toBeNull();
  });
});
