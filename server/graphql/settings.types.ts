import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { SoundName, VisualizerThemeName } from '../../schema/limits';
import * as limits from '../../schema/limits';
import {
  COUNT_IN_BARS_MAX,
  COUNT_IN_BARS_MIN,
  DEFAULT_TIME_SIGNATURE,
  type Practice as PracticeView,
  type Rhythm as RhythmView,
} from '../../schema/rhythm';
import { Json } from './jsonSchema';
import type { GeneratorSettingsView } from '../services/settings';
import type { CueSettings as CueSettingsView } from '../../schema/cues';
import { CueSettings } from './cues.types';
import type { ControlMappings as ControlMappingsView } from '../../schema/controlMappings';
import { ControlMappings } from './controlMappings.types';
import { Practice } from './practice.types';
import { Rhythm, RhythmInput } from './rhythm.types';

const SOUNDS = limits.SOUND_TYPES.join(', ');
const THEMES = limits.VISUALIZER_THEME_NAMES.join(', ');
const COUNT_IN_BARS = `A count-in of ${COUNT_IN_BARS_MIN}-${COUNT_IN_BARS_MAX} whole bars of the rhythm's first meter; null counts in countInBeats beats.`;

/**
 * The settings the output and the input share, declared once (type-graphql copies a base class's
 * fields into each subclass of the same kind); its own names are in no schema, as nothing uses it.
 */
@ObjectType('GeneratorSettingsFields')
@InputType('GeneratorSettingsFieldsInput')
abstract class SettingsFields implements Omit<
  GeneratorSettingsView,
  'rhythm' | 'countInBars' | 'practice' | 'cues' | 'controlMappings'
> {
  @Field(() => Int, { description: `Tempo, ${limits.BPM_MIN}-${limits.BPM_MAX}.` })
  @Json({ minimum: limits.BPM_MIN, maximum: limits.BPM_MAX })
  bpm!: number;

  @Field(() => String, { description: `Main click sound: ${SOUNDS}.` })
  @Json({ enum: limits.SOUND_TYPES })
  soundType!: SoundName;

  @Field(() => String, { description: `Count-in sound: ${SOUNDS}.` })
  @Json({ enum: limits.SOUND_TYPES })
  countInSoundType!: SoundName;

  @Field(() => Int, {
    description: `Length in seconds, ${limits.DURATION_SECONDS_MIN}-${limits.DURATION_SECONDS_MAX}.`,
  })
  @Json({ minimum: limits.DURATION_SECONDS_MIN, maximum: limits.DURATION_SECONDS_MAX })
  durationSeconds!: number;

  @Field(() => Int, { description: `Count-in beats, ${limits.COUNT_IN_BEATS_MIN}-${limits.COUNT_IN_BEATS_MAX}.` })
  @Json({ minimum: limits.COUNT_IN_BEATS_MIN, maximum: limits.COUNT_IN_BEATS_MAX })
  countInBeats!: number;

  @Field(() => Int, { description: `Volume in percent, ${limits.VOLUME_MIN}-${limits.VOLUME_MAX}.` })
  @Json({ minimum: limits.VOLUME_MIN, maximum: limits.VOLUME_MAX })
  volumePercent!: number;

  @Field(() => String, { description: `Visualizer theme: ${THEMES}.` })
  @Json({ enum: limits.VISUALIZER_THEME_NAMES })
  visualizerTheme!: VisualizerThemeName;
}

/** The generator's settings. */
@ObjectType({ description: "The generator's settings the user left it with (the defaults until they save any)." })
export class GeneratorSettings extends SettingsFields implements GeneratorSettingsView {
  @Field(() => Rhythm, {
    nullable: true,
    description: `Meter, accents, subdivision and song map, every field resolved; null plays a steady ${DEFAULT_TIME_SIGNATURE}.`,
  })
  rhythm!: RhythmView | null;

  @Field(() => Int, { nullable: true, description: COUNT_IN_BARS })
  @Json({ minimum: COUNT_IN_BARS_MIN, maximum: COUNT_IN_BARS_MAX })
  countInBars!: number | null;

  @Field(() => Practice, {
    nullable: true,
    description: 'Gap click, random mute and tempo trainer; null: no practice.',
  })
  practice!: PracticeView | null;

  @Field(() => CueSettings, { nullable: true, description: 'Spoken count-in and section names; null: off.' })
  cues!: CueSettingsView | null;

  @Field(() => ControlMappings, {
    nullable: true,
    description: 'Pedals and controllers mapped to stage actions; null: none.',
  })
  controlMappings!: ControlMappingsView | null;
}

/** `updateSettings` input: every setting (the generator sends all of them); the rhythm, count-in bars and practice tools may be left out. */
@InputType({
  description:
    "The generator's settings to keep: all of them; the rhythm, count-in bars and practice tools may be left out (kept as saved).",
})
export class GeneratorSettingsInput extends SettingsFields {
  @Field(() => RhythmInput, {
    nullable: true,
    description: `Meter, accents, subdivision and song map, written whole; null: a steady ${DEFAULT_TIME_SIGNATURE}; left out: kept as saved.`,
  })
  rhythm?: RhythmInput | null;

  @Field(() => Int, { nullable: true, description: `${COUNT_IN_BARS} Left out: kept as saved.` })
  countInBars?: number | null;

  @Field(() => Practice, {
    nullable: true,
    description: 'Gap click, random mute and tempo trainer; null: no practice; left out: kept as saved.',
  })
  practice?: Practice | null;

  @Field(() => CueSettings, {
    nullable: true,
    description: 'Spoken count-in and section names; null: off; left out: kept as saved.',
  })
  cues?: CueSettings | null;

  @Field(() => ControlMappings, {
    nullable: true,
    description: 'Pedals and controllers mapped to stage actions; null: none; left out: kept as saved.',
  })
  controlMappings?: ControlMappings | null;
}
