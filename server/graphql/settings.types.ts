import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
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
import type { GeneratorSettingsView } from '../services/settings';

const SOUNDS = SOUND_TYPES.join(', ');
const THEMES = VISUALIZER_THEME_NAMES.join(', ');

/** The generator's settings (issue 22 §4). */
@ObjectType({ description: "The generator's settings the user left it with (the defaults until they save any)." })
export class GeneratorSettings implements GeneratorSettingsView {
  @Field(() => Int, { description: `Tempo, ${BPM_MIN}-${BPM_MAX}.` })
  bpm!: number;

  @Field(() => String, { description: `Main click sound: ${SOUNDS}.` })
  soundType!: SoundName;

  @Field(() => String, { description: `Count-in sound: ${SOUNDS}.` })
  countInSoundType!: SoundName;

  @Field(() => Int, { description: `Length in seconds, ${DURATION_SECONDS_MIN}-${DURATION_SECONDS_MAX}.` })
  durationSeconds!: number;

  @Field(() => Int, { description: `Count-in beats, ${COUNT_IN_BEATS_MIN}-${COUNT_IN_BEATS_MAX}.` })
  countInBeats!: number;

  @Field(() => Int, { description: `Volume in percent, ${VOLUME_MIN}-${VOLUME_MAX}.` })
  volumePercent!: number;

  @Field(() => String, { description: `Visualizer theme: ${THEMES}.` })
  visualizerTheme!: VisualizerThemeName;
}

/** `updateSettings` input: every setting (the generator sends all of them). */
@InputType({ description: "The generator's settings to keep, all of them." })
export class GeneratorSettingsInput {
  @Field(() => Int, { description: `Tempo, ${BPM_MIN}-${BPM_MAX}.` })
  bpm!: number;

  @Field(() => String, { description: `Main click sound: ${SOUNDS}.` })
  soundType!: string;

  @Field(() => String, { description: `Count-in sound: ${SOUNDS}.` })
  countInSoundType!: string;

  @Field(() => Int, { description: `Length in seconds, ${DURATION_SECONDS_MIN}-${DURATION_SECONDS_MAX}.` })
  durationSeconds!: number;

  @Field(() => Int, { description: `Count-in beats, ${COUNT_IN_BEATS_MIN}-${COUNT_IN_BEATS_MAX}.` })
  countInBeats!: number;

  @Field(() => Int, { description: `Volume in percent, ${VOLUME_MIN}-${VOLUME_MAX}.` })
  volumePercent!: number;

  @Field(() => String, { description: `Visualizer theme: ${THEMES}.` })
  visualizerTheme!: string;
}
