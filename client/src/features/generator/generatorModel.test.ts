import type { ClickTrackSettings } from '../../audio/types';
import { parseClickTrackParams } from './clickTrackUrl';
import {
  generatorReducer,
  initialGenerator,
  INITIAL_GENERATOR,
  linkLoads,
  playingSettings,
  type GeneratorEvent,
  type GeneratorModel,
} from './generatorModel';
import { DEFAULT_SETTINGS } from './settings';
import type { GeneratorState } from './savedSettings';

const SAVED: GeneratorState = {
  settings: {
    ...DEFAULT_SETTINGS,
    bpm: 96,
    soundType: 'beep',
    volumePercent: 60,
    rhythm: null,
    countInBars: null,
    practice: null,
  },
  theme: 'Contrast',
};

const run = (...events: GeneratorEvent[]): GeneratorModel => events.reduce(generatorReducer, INITIAL_GENERATOR);
const link = (search: string): GeneratorEvent => ({ type: 'linkOpened', params: parseClickTrackParams(search) });
const arrived: GeneratorEvent = { type: 'savedSettingsArrived', saved: SAVED };
const titles = (model: GeneratorModel) => model.notices.map((notice) => notice.title);
const SONG = { name: 'Ballad', bpm: 72, countInBeats: 2, soundType: 'cowbell', countInSoundType: null, rhythm: null };

describe('the generator model', () => {
  describe('initialGenerator', () => {
    it('starts with the saved settings applied when they are already known', () => {
      expect(initialGenerator(SAVED)).toEqual(run(arrived));
      const start = initialGenerator(SAVED);
      // The same answer read again (the query's own render) changes nothing; a link still wins over it.
      expect(generatorReducer(start, arrived)).toBe(start);
      expect(generatorReducer(start, link('?bpm=150')).settings).toEqual({ ...SAVED.settings, bpm: 150 });
    });

    it('waits for them with the defaults otherwise', () => {
      expect(initialGenerator(undefined)).toBe(INITIAL_GENERATOR);
    });
  });

  describe('savedSettingsArrived', () => {
    it('applies the saved settings and theme, and from then on changes are saved', () => {
      const model = run(arrived);
      expect(model.settings).toEqual(SAVED.settings);
      expect(model.theme).toBe('Contrast');
      expect(model.savedSettings).toBe('applied');
    });

    it('applies them once: a later answer (the cache after a save) changes nothing', () => {
      const once = run(arrived);
      expect(
        generatorReducer(once, {
          type: 'savedSettingsArrived',
          saved: { ...SAVED, settings: { ...SAVED.settings, bpm: 200 } },
        }),
      ).toBe(once);
    });

    it('does not overwrite what the user changed before they arrived, settings or theme', () => {
      const edited = run({ type: 'tempoChanged', bpm: 140 }, arrived);
      expect(edited.settings).toEqual({ ...DEFAULT_SETTINGS, bpm: 140 });
      expect(edited.theme).toBe('Standard');
      expect(edited.savedSettings).toBe('applied');

      const themed = run({ type: 'themeChanged', theme: 'Dark' }, arrived);
      expect(themed.theme).toBe('Dark');
      expect(themed.settings).toEqual(DEFAULT_SETTINGS);
    });

    it("keeps a link's tempo and rhythm over the saved ones, and takes the rest", () => {
      const model = run(link('?bpm=132&meter=5/4&countInBars=2'), arrived);
      expect(model.settings.bpm).toBe(132);
      expect(model.settings.rhythm?.timeSignature).toBe('5/4');
      expect(model.settings.countInBars).toBe(2);
      expect(model.settings.soundType).toBe('beep');
      expect(model.theme).toBe('Contrast');
    });

    it("keeps a link's tempo without a rhythm, and the saved rhythm then stays", () => {
      const saved = { ...SAVED, settings: { ...SAVED.settings, rhythm: parseClickTrackParams('?meter=7/8').rhythm } };
      const model = run(link('?bpm=100'), { type: 'savedSettingsArrived', saved });
      expect(model.settings.bpm).toBe(100);
      expect(model.settings.rhythm?.timeSignature).toBe('7/8');
    });

    it("keeps a track link's and a set list's tempo", () => {
      expect(run(link('?track=Song&bpm=101'), arrived).settings.bpm).toBe(101);
      const setList = run(link('?playlist=p1&trackId=t1'), { type: 'songLoaded', song: SONG }, arrived);
      expect(setList.settings.bpm).toBe(72);
      expect(setList.trackName).toBe('Ballad');
    });
  });

  describe('linkOpened', () => {
    it('loads a track: its name and tempo (clamped into the generator range), a toast, no song playback', () => {
      const model = run({ type: 'songLoaded', song: SONG }, link('?track=Fast&bpm=300'));
      expect(model.trackName).toBe('Fast');
      expect(model.settings.bpm).toBe(240);
      expect(model.songPlayback).toBeNull();
      expect(model.notices).toEqual([{ title: 'Track loaded', message: 'Fast (240 BPM)' }]);
      expect(model.autoplay.request).toBe(0);
    });

    it('asks to autoplay, announced unless a warning shows', () => {
      expect(run(link('?track=Song&bpm=100&autoplay=true')).autoplay).toEqual({ request: 1, announce: true });
      expect(run(link('?bpm=90&meter=17/8&autoplay=true')).autoplay).toEqual({ request: 1, announce: false });
      expect(run(link('?autoplay=true')).autoplay.request).toBe(0);
    });

    it("summarises a generator link's tempo and pattern", () => {
      const model = run(link('?bpm=132&meter=7/8&grouping=2-2-3&sub=eighth&swing=60'));
      expect(model.notices).toEqual([
        { title: 'Click track loaded', message: '132 BPM · 7/8 (2+2+3) · eighths, swing 60%' },
      ]);
      expect(model.fromLink).toEqual({ tempo: true, rhythm: true });
    });

    it('shows what the link got wrong last, and no later toast of a link replaces it', () => {
      const track = run(link('?track=Song&bpm=100&meter=17/8'));
      expect(titles(track)).toEqual(['Track loaded', 'Link parameter ignored']);
      expect(track.notices[1]!.message).toBe('Ignored meter=17/8: Beats per bar must be between 1 and 16');

      const generator = run(link('?bpm=100&meter=17/8'));
      expect(titles(generator)).toEqual(['Link parameter ignored']);
      const later = generatorReducer(generatorReducer(generator, { type: 'noticesShown' }), link('?bpm=90'));
      expect(later.notices).toEqual([]);
      expect(later.settings.bpm).toBe(90);
    });

    it('opens the visualizer for visualizer=true, and loads nothing else from it', () => {
      const params = parseClickTrackParams('?visualizer=true');
      const model = run({ type: 'linkOpened', params });
      expect(model.visualizerOpen).toBe(true);
      expect(model.settings).toEqual(DEFAULT_SETTINGS);
      expect(model.notices).toEqual([]);
      expect(linkLoads(params)).toBe(false);
      expect(linkLoads(parseClickTrackParams('?bpm=90'))).toBe(true);
      expect(linkLoads(parseClickTrackParams('?playlist=p1&trackId=t1'))).toBe(true);
    });

    it("marks a link's rhythm so the Rhythm section opens", () => {
      expect(run(link('?meter=5/4')).fromLink).toEqual({ tempo: false, rhythm: true });
      expect(run(link('?bpm=90')).fromLink).toEqual({ tempo: true, rhythm: false });
    });
  });

  describe("the user's changes", () => {
    it("play a song with its own count-in and sounds over the user's settings", () => {
      const model = run(arrived, { type: 'songLoaded', song: SONG });
      expect(playingSettings(model)).toEqual({ ...SAVED.settings, bpm: 72, countInBeats: 2, soundType: 'cowbell' });
      expect(model.settings.countInBeats).toBe(SAVED.settings.countInBeats);
    });

    it("make a field the song sets the user's, and a new tempo forgets the song's name", () => {
      const loaded = run(arrived, { type: 'songLoaded', song: SONG });
      const next: ClickTrackSettings = { ...playingSettings(loaded), soundType: 'woodblock' };
      const changed = generatorReducer(loaded, { type: 'settingsChanged', next });
      expect(changed.settings.soundType).toBe('woodblock');
      expect(changed.songPlayback?.soundType).toBeNull();
      expect(changed.songPlayback?.countInBeats).toBe(2);
      expect(changed.trackName).toBe('Ballad');

      const faster = generatorReducer(changed, { type: 'tempoChanged', bpm: 80 });
      expect(faster.settings.bpm).toBe(80);
      expect(faster.trackName).toBeNull();
      expect(playingSettings(faster).countInBeats).toBe(2);
    });

    it('open and close the visualizer, and clear the shown toasts', () => {
      const open = run({ type: 'visualizerOpened' });
      expect(open.visualizerOpen).toBe(true);
      expect(generatorReducer(open, { type: 'visualizerClosed' }).visualizerOpen).toBe(false);
      expect(run(link('?bpm=90'), { type: 'noticesShown' }).notices).toEqual([]);
    });
  });
});
