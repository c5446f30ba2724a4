import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { SoundName, VisualizerThemeName } from '../../schema/limits';
import * as limits from '../../schema/limits';
import { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN, type Practice, type Rhythm } from '../../schema/rhythm';
import type { CueSettings } from '../../schema/cues';
import type { ControlMappings } from '../../schema/controlMappings';
import { between, oneOf } from './checkExpressions';
import { User } from './User';

/** The generator's settings a user left it with, so another device starts the same. One row per user, made on first save. */
@Entity({ tableName: 'user_settings' })
@Check({ name: 'user_settings_bpm_check', expression: between('bpm', limits.BPM_MIN, limits.BPM_MAX) })
@Check({ name: 'user_settings_sound_type_check', expression: oneOf('sound_type', limits.SOUND_TYPES) })
@Check({
  name: 'user_settings_count_in_sound_type_check',
  expression: oneOf('count_in_sound_type', limits.SOUND_TYPES),
})
@Check({
  name: 'user_settings_duration_seconds_check',
  expression: between('duration_seconds', limits.DURATION_SECONDS_MIN, limits.DURATION_SECONDS_MAX),
})
@Check({
  name: 'user_settings_count_in_beats_check',
  expression: between('count_in_beats', limits.COUNT_IN_BEATS_MIN, limits.COUNT_IN_BEATS_MAX),
})
@Check({
  name: 'user_settings_volume_percent_check',
  expression: between('volume_percent', limits.VOLUME_MIN, limits.VOLUME_MAX),
})
@Check({
  name: 'user_settings_visualizer_theme_check',
  expression: oneOf('visualizer_theme', limits.VISUALIZER_THEME_NAMES),
})
@Check({ name: 'user_settings_rhythm_check', expression: `jsonb_typeof("rhythm") = 'object'` })
@Check({
  name: 'user_settings_count_in_bars_check',
  expression: between('count_in_bars', COUNT_IN_BARS_MIN, COUNT_IN_BARS_MAX),
})
@Check({ name: 'user_settings_practice_check', expression: `jsonb_typeof("practice") = 'object'` })
@Check({ name: 'user_settings_cues_check', expression: `jsonb_typeof("cues") = 'object'` })
@Check({ name: 'user_settings_control_mappings_check', expression: `jsonb_typeof("control_mappings") = 'object'` })
export class UserSettings {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'updatedAt' | 'rhythm' | 'countInBars' | 'practice' | 'cues' | 'controlMappings';

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade', owner: true })
  user!: User;

  @Property({ type: 'integer' })
  bpm!: number;

  @Property({ type: 'text' })
  soundType!: SoundName;

  @Property({ type: 'text' })
  countInSoundType!: SoundName;

  @Property({ type: 'integer' })
  durationSeconds!: number;

  @Property({ type: 'integer' })
  countInBeats!: number;

  @Property({ type: 'integer' })
  volumePercent!: number;

  @Property({ type: 'text' })
  visualizerTheme!: VisualizerThemeName;

  /** Meter, accents, subdivision and song map, resolved; null: a steady 4/4. */
  @Property({ type: 'json', nullable: true })
  rhythm: Rhythm | null = null;

  /** A count-in of whole bars (with a rhythm); null: `countInBeats` beats. */
  @Property({ type: 'integer', nullable: true })
  countInBars: number | null = null;

  /** Gap click, random mute and tempo trainer; null: no practice. */
  @Property({ type: 'json', nullable: true })
  practice: Practice | null = null;

  /** Spoken count-in and section names; null: off. */
  @Property({ type: 'json', nullable: true })
  cues: CueSettings | null = null;

  /** Pedals and controllers mapped to stage actions; null: none. */
  @Property({ type: 'json', nullable: true })
  controlMappings: ControlMappings | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
