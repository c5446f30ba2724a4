import {
  BPM_DEFAULT,
  COUNT_IN_BEATS_DEFAULT,
  COUNT_IN_SOUND_DEFAULT,
  DURATION_SECONDS_DEFAULT,
  SOUND_DEFAULT,
  VISUALIZER_THEME_DEFAULT,
  VOLUME_DEFAULT,
} from '../../schema/limits';
import {
  resolvePractice,
  resolveRhythm,
  type Practice,
  type PracticeSettings,
  type Rhythm,
  type RhythmInput,
} from '../../schema/rhythm';
import { resolveCues, type CueSettings } from '../../schema/cues';
import { resolveControlMappings, type ControlMappings } from '../../schema/controlMappings';
import { generatorSettingsSchema, type GeneratorSettingsInput } from '../../schema/validation';
import { UserSettings } from '../entities';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { pickFields } from './pickFields';
import { validateInput } from './validate';
import { checkOwnCueWords } from './cueOwnWords';

/** The generator's settings as both doors answer them: the rhythm resolved, null where there is none. */
export type GeneratorSettingsView = Omit<
  GeneratorSettingsInput,
  'rhythm' | 'countInBars' | 'practice' | 'cues' | 'controlMappings'
> & {
  /** Meter, accents, subdivision and song map; null: a steady 4/4. */
  rhythm: Rhythm | null;
  /** A count-in of whole bars; null: `countInBeats` beats. */
  countInBars: number | null;
  /** Gap click, random mute and tempo trainer; null: no practice. */
  practice: Practice | null;
  /** Spoken count-in and section names; null: off. */
  cues: CueSettings | null;
  /** Pedals and controllers mapped to stage actions; null: none. */
  controlMappings: ControlMappings | null;
};

/** What the generator starts with until the user changes something (SPEC.md §9). */
export const DEFAULT_GENERATOR_SETTINGS: GeneratorSettingsView = {
  bpm: BPM_DEFAULT,
  soundType: SOUND_DEFAULT,
  countInSoundType: COUNT_IN_SOUND_DEFAULT,
  durationSeconds: DURATION_SECONDS_DEFAULT,
  countInBeats: COUNT_IN_BEATS_DEFAULT,
  volumePercent: VOLUME_DEFAULT,
  visualizerTheme: VISUALIZER_THEME_DEFAULT,
  rhythm: null,
  countInBars: null,
  practice: null,
  cues: null,
  controlMappings: null,
};

/** The settings answered as stored, one column each, in the order the answer lists them. */
const PLAIN_SETTINGS = [
  'bpm',
  'soundType',
  'countInSoundType',
  'durationSeconds',
  'countInBeats',
  'volumePercent',
  'visualizerTheme',
] as const satisfies readonly (keyof GeneratorSettingsView & keyof UserSettings)[];

function viewOf(row: UserSettings): GeneratorSettingsView {
  return {
    ...pickFields(row, PLAIN_SETTINGS),
    // Stored resolved; resolved again on the way out, as a track's rhythm is, so a field added later has its default.
    rhythm: row.rhythm ? resolveRhythm(row.rhythm as RhythmInput) : null,
    countInBars: row.countInBars,
    practice: resolvePractice(row.practice),
    cues: resolveCues(row.cues),
    controlMappings: resolveControlMappings(row.controlMappings),
  };
}

/** The viewer's generator settings: the ones they saved last, else the defaults. */
export async function getSettings(ctx: RequestContext): Promise<GeneratorSettingsView> {
  const viewer = requireViewer(ctx.viewer);
  const row = await ctx.em.findOne(UserSettings, { user: viewer.id });
  return row ? viewOf(row) : DEFAULT_GENERATOR_SETTINGS;
}

/**
 * Saves the viewer's generator settings (one upsert) and answers them as stored. The rhythm and
 * the practice tools are stored resolved; null clears each of the rhythm, count-in bars and practice
 * tools, and one left out keeps what was saved (none on a first save).
 */
export async function updateSettings(ctx: RequestContext, input: unknown): Promise<GeneratorSettingsView> {
  const viewer = requireViewer(ctx.viewer);
  const { rhythm, countInBars, practice, cues, controlMappings, ...settings } = validateInput(
    generatorSettingsSchema,
    input,
  );
  await checkOwnCueWords(ctx.em, viewer.id, cues?.ownWords);
  const row = await ctx.em.upsert(UserSettings, {
    user: viewer.id,
    ...settings,
    ...(rhythm !== undefined ? { rhythm: rhythm ? resolveRhythm(rhythm as RhythmInput) : null } : {}),
    ...(countInBars !== undefined ? { countInBars } : {}),
    ...(practice !== undefined ? { practice: resolvePractice(practice as PracticeSettings | null) } : {}),
    ...(cues !== undefined ? { cues: resolveCues(cues) } : {}),
    ...(controlMappings !== undefined
      ? { controlMappings: resolveControlMappings(controlMappings as ControlMappings | null) }
      : {}),
    updatedAt: new Date(),
  });
  return viewOf(row);
}
