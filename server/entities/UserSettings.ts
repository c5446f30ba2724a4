import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import {
  BPM_MAX,
  BPM_MIN,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  DURATION_SECONDS_MAX,
  DURATION_SECONDS_MIN,
  SOUND_TYPES,
  VISUALIZER_THEME_NAMES,
  VOLUME_MAX,
  VOLUME_MIN,
  type SoundName,
  type VisualizerThemeName,
} from '../../schema/limits';
import { oneOf } from './checkExpressions';
import { User } from './User';

const between = (column: string, min: number, max: number) => `"${column}" between ${min} and ${max}`;

/** The generator's settings a user left it with, so another device starts the same (issue 22 §4). One row per user, made on first save. */
@Entity({ tableName: 'user_settings' })
@Check({ name: 'user_settings_bpm_check', expression: between('bpm', BPM_MIN, BPM_MAX) })
@Check({ name: 'user_settings_sound_type_check', expression: oneOf('sound_type', SOUND_TYPES) })
@Check({ name: 'user_settings_count_in_sound_type_check', expression: oneOf('count_in_sound_type', SOUND_TYPES) })
@Check({ name: 'user_settings_duration_seconds_check', expression: between('duration_seconds', DURATION_SECONDS_MIN, DURATION_SECONDS_MAX) })
@Check({ name: 'user_settings_count_in_beats_check', expression: between('count_in_beats', COUNT_IN_BEATS_MIN, COUNT_IN_BEATS_MAX) })
@Check({ name: 'user_settings_volume_percent_check', expression: between('volume_percent', VOLUME_MIN, VOLUME_MAX) })
@Check({ name: 'user_settings_visualizer_theme_check', expression: oneOf('visualizer_theme', VISUALIZER_THEME_NAMES) })
export class UserSettings {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'updatedAt';

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

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
