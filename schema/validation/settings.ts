import { object, string, type InferType } from 'yup';
import {
  BPM_MAX,
  BPM_MIN,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  DURATION_SECONDS_MAX,
  DURATION_SECONDS_MIN,
  VISUALIZER_THEME_NAMES,
  VOLUME_MAX,
  VOLUME_MIN,
  type VisualizerThemeName,
} from '../limits';
import { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN, type RhythmInput } from '../rhythm';
import { controlMappingsSchema } from './controlMappings';
import { cueSettingsSchema } from './cues';
import { messages } from './messages';
import { practiceSchema } from './practice';
import { rhythmPulseProblem, rhythmSchema } from './rhythm';
import { rhythmMessages } from './rhythmMessages';
import { soundSchema } from './sound';
import { wholeNumber } from './wholeNumber';

/**
 * PUT /api/users/settings, `updateSettings`: the generator's settings as the user left them,
 * all of them; the rhythm, count-in bars and practice tools may be left out.
 */
export const generatorSettingsSchema = object({
  bpm: wholeNumber('BPM', BPM_MIN, BPM_MAX, messages.bpmRange).required(messages.bpmRange),
  soundType: soundSchema('Sound'),
  countInSoundType: soundSchema('Count-in sound'),
  durationSeconds: wholeNumber('Duration', DURATION_SECONDS_MIN, DURATION_SECONDS_MAX, messages.durationRange).required(
    messages.durationRange,
  ),
  countInBeats: wholeNumber(
    'Count-in beats',
    COUNT_IN_BEATS_MIN,
    COUNT_IN_BEATS_MAX,
    messages.countInBeatsRange,
  ).required(messages.countInBeatsRange),
  volumePercent: wholeNumber('Volume', VOLUME_MIN, VOLUME_MAX, messages.volumeRange).required(messages.volumeRange),
  visualizerTheme: string<VisualizerThemeName>()
    .label('Visualizer theme')
    .oneOf(VISUALIZER_THEME_NAMES, messages.visualizerTheme)
    .required(messages.visualizerTheme),
  // The generator's rhythm, count-in bars and practice tools. Null: none (a steady 4/4, a
  // count-in of beats, no practice); left out: kept as saved (a client that knows only the settings above).
  rhythm: rhythmSchema.label('Rhythm').nullable().optional().default(undefined),
  countInBars: wholeNumber('Count-in bars', COUNT_IN_BARS_MIN, COUNT_IN_BARS_MAX, rhythmMessages.countInBars)
    .nullable()
    .optional(),
  practice: practiceSchema.label('Practice').nullable().optional().default(undefined),
  // Spoken cues; null: off; left out: kept as saved.
  cues: cueSettingsSchema.label('Spoken cues').nullable().optional().default(undefined),
  // Pedals and controllers; null: none; left out: kept as saved.
  controlMappings: controlMappingsSchema.label('Pedals and controllers').nullable().optional().default(undefined),
}).test('pulse', rhythmMessages.pulseTooFast, function check(value) {
  // The tempo trainer may take the tempo up to its limit, on the same pattern.
  const limit = value?.practice?.tempoTrainer?.limitBpm;
  const problem = value ? rhythmPulseProblem([value.bpm, limit], value.rhythm as RhythmInput | null | undefined) : null;
  return problem ? this.createError({ path: 'rhythm', message: problem }) : true;
});
export type GeneratorSettingsInput = InferType<typeof generatorSettingsSchema>;
