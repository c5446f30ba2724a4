import {
  BPM_DEFAULT,
  COUNT_IN_BEATS_DEFAULT,
  COUNT_IN_SOUND_DEFAULT,
  DURATION_SECONDS_DEFAULT,
  SOUND_DEFAULT,
  VISUALIZER_THEME_DEFAULT,
  VOLUME_DEFAULT,
} from '../../schema/limits';
import { generatorSettingsSchema, type GeneratorSettingsInput } from '../../schema/validation';
import { UserSettings } from '../entities';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { validateInput } from './validate';

/** The generator's settings as both doors answer them. */
export type GeneratorSettingsView = GeneratorSettingsInput;

/** What the generator starts with until the user changes something (SPEC.md §9). */
export const DEFAULT_GENERATOR_SETTINGS: GeneratorSettingsView = {
  bpm: BPM_DEFAULT,
  soundType: SOUND_DEFAULT,
  countInSoundType: COUNT_IN_SOUND_DEFAULT,
  durationSeconds: DURATION_SECONDS_DEFAULT,
  countInBeats: COUNT_IN_BEATS_DEFAULT,
  volumePercent: VOLUME_DEFAULT,
  visualizerTheme: VISUALIZER_THEME_DEFAULT,
};

function viewOf(row: UserSettings): GeneratorSettingsView {
  const { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent, visualizerTheme } = row;
  return { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent, visualizerTheme };
}

/** The viewer's generator settings: the ones they saved last, else the defaults. */
export async function getSettings(ctx: RequestContext): Promise<GeneratorSettingsView> {
  const viewer = requireViewer(ctx.viewer);
  const row = await ctx.em.findOne(UserSettings, { user: viewer.id });
  return row ? viewOf(row) : DEFAULT_GENERATOR_SETTINGS;
}

/** Saves the viewer's generator settings, all of them (one upsert), and answers them as stored. */
export async function updateSettings(ctx: RequestContext, input: unknown): Promise<GeneratorSettingsView> {
  const viewer = requireViewer(ctx.viewer);
  const settings = validateInput(generatorSettingsSchema, input);
  await ctx.em.upsert(UserSettings, { user: viewer.id, ...settings, updatedAt: new Date() });
  return settings;
}
