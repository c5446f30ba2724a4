import { resolveRhythm } from '../../../schema/rhythm';
import type { MidiMessage } from '../../../schema/midiMessages';
import type { ClickTrackSettings } from '../audio/types';
import { settingsOfSong } from './songSettings';
import { trackPatchEvents } from './trackPatches';

const settings = (): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 4,
  countInBeats: 4,
  volumePercent: 60,
  rhythm: resolveRhythm({
    timeSignature: '4/4',
    sections: [
      { name: 'Verse', bars: 2, bpm: 120 },
      { name: 'Chorus', bars: 2, bpm: 120 },
    ],
  }),
});

const message = (section: number | null, program: number): MidiMessage =>
  ({ section, kind: 'program', channel: 2, program }) as MidiMessage;

describe('trackPatchEvents', () => {
  const messages = new Map([['song-1', [message(null, 5), message(1, 42)]]]);

  it("sends a song's patch at its start and at its chorus, on the track it is marked with", () => {
    const events = trackPatchEvents(settingsOfSong(settings(), 'song-1'), (id) => messages.get(id));
    // A 4-beat count-in at 120 (2 s), then two bars of verse (4 s): the chorus starts at 6 s.
    expect(events).toEqual([
      { trackSeconds: 0, data: [0xc1, 5] },
      { trackSeconds: 6, data: [0xc1, 42] },
    ]);
  });

  it('sends nothing for a track not marked with a song, or a song without messages', () => {
    expect(trackPatchEvents(settings(), (id) => messages.get(id))).toEqual([]);
    expect(trackPatchEvents(settingsOfSong(settings(), 'song-2'), (id) => messages.get(id))).toEqual([]);
  });
});
