import { buildTrack } from '../../test-utils/playlistMocks';
import { playlistPlaybackSettings, stagePlaybackSettings, withOwnCues, withTrackPlayback } from './savedSettings';
import { DEFAULT_SETTINGS } from './settings';
import { changedSettings, hasOwnPlayback, withoutOwnPlayback } from './trackPlayback';

const saved = {
  __typename: 'GeneratorSettings' as const,
  bpm: 90,
  soundType: 'beep',
  countInSoundType: 'click',
  durationSeconds: 20,
  countInBeats: 3,
  volumePercent: 40,
  visualizerTheme: 'Dark',
  rhythm: null,
  countInBars: null,
  practice: null,
  cues: null,
};

describe("a song's own count-in and sounds", () => {
  it("plays a playlist track at its tempo with the user's saved settings where the song sets nothing", () => {
    expect(playlistPlaybackSettings(132, buildTrack(), saved)).toEqual({
      bpm: 132,
      soundType: 'beep',
      countInSoundType: 'click',
      durationSeconds: 20,
      countInBeats: 3,
      volumePercent: 40,
    });
  });

  it('lets the song set its count-in beats (0 included) and sounds over the saved ones', () => {
    const own = buildTrack({ countInBeats: 0, soundType: 'cowbell', countInSoundType: null });
    expect(playlistPlaybackSettings(132, own, saved)).toMatchObject({
      countInBeats: 0,
      soundType: 'cowbell',
      countInSoundType: 'click',
      volumePercent: 40,
    });
    expect(playlistPlaybackSettings(132, own, undefined)).toMatchObject({
      countInBeats: 0,
      soundType: 'cowbell',
      countInSoundType: 'woodblock',
    });
  });

  it("speaks the user's cues on a song unless the song turns them off", () => {
    const cues = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };
    const withCues = {
      ...saved,
      cues: { __typename: 'CueSettings' as const, ...cues, speakMessages: null, ownWords: null },
    };
    expect(playlistPlaybackSettings(120, buildTrack(), withCues).cues).toEqual(cues);
    expect(playlistPlaybackSettings(120, buildTrack({ spokenCues: false }), withCues).cues).toBeNull();
  });

  it("gives a room's settings this device's cues, unless the song keeps them silent, and nothing else of the user's", () => {
    const cues = { countIn: true, sections: false, leadInBars: 0, volumePercent: 50 };
    const room = stagePlaybackSettings(120, buildTrack(), undefined);
    expect(withOwnCues(room, buildTrack(), cues)).toEqual({ ...room, cues });
    expect(withOwnCues(room, buildTrack({ spokenCues: false }), cues)).toEqual(room);
    expect(withOwnCues(room, buildTrack(), null)).toEqual(room);
  });

  it('ignores a sound this client does not know (a newer server), keeping the user’s', () => {
    expect(withTrackPlayback(DEFAULT_SETTINGS, buildTrack({ soundType: 'gong' })).soundType).toBe(
      DEFAULT_SETTINGS.soundType,
    );
  });

  it("plays the song's own rhythm (a song without one keeps what the player has), until the user changes the rhythm", () => {
    const sevenEight = {
      __typename: 'Rhythm' as const,
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: Array(7).fill('normal'),
      subdivision: 'none',
      swingPercent: 50,
      tempoUnit: 'note',
      sections: [],
      levelSounds: { accent: null, normal: null, soft: null, subdivision: null },
    };
    const playing = withTrackPlayback(DEFAULT_SETTINGS, buildTrack({ rhythm: sevenEight }));
    expect(playing.rhythm).toMatchObject({ timeSignature: '7/8', grouping: [2, 2, 3], sections: [] });
    expect(playing.rhythm).not.toHaveProperty('__typename');
    expect(withTrackPlayback({ ...DEFAULT_SETTINGS, rhythm: playing.rhythm }, buildTrack()).rhythm).toEqual(
      playing.rhythm,
    );
    expect(hasOwnPlayback({ countInBeats: null, soundType: null, countInSoundType: null, rhythm: sevenEight })).toBe(
      true,
    );
    expect(
      withoutOwnPlayback(
        { countInBeats: null, soundType: null, countInSoundType: null, rhythm: sevenEight },
        { rhythm: null },
      ).rhythm,
    ).toBeNull();
  });

  it('lets a control the user moves win over the song, field by field', () => {
    const playing = withTrackPlayback(DEFAULT_SETTINGS, buildTrack({ countInBeats: 2, soundType: 'beep' }));
    const changed = changedSettings(playing, { ...playing, soundType: 'woodblock', volumePercent: 10 });
    expect(changed).toEqual({ soundType: 'woodblock', volumePercent: 10 });
    const own = withoutOwnPlayback({ countInBeats: 2, soundType: 'beep', countInSoundType: null }, changed);
    expect(own).toEqual({ countInBeats: 2, soundType: null, countInSoundType: null, rhythm: null });
    expect(hasOwnPlayback(own)).toBe(true);
    expect(hasOwnPlayback(withoutOwnPlayback(own, { countInBeats: 4 }))).toBe(false);
  });
});
