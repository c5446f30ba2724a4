import { object } from 'yup';
import { BPM_MAX, BPM_MIN } from '../limits';
import {
  PRACTICE_BARS_MAX,
  PRACTICE_BARS_MIN,
  RANDOM_MUTE_PERCENT_MAX,
  RANDOM_SEED_MAX,
  RANDOM_SEED_MIN,
  TRAINER_STEP_BPM_MAX,
} from '../rhythm';
import { practiceMessages } from './rhythmMessages';
import { wholeNumber } from './wholeNumber';

export { practiceMessages };

/**
 * The generator's practice tools (schema/rhythm.ts `PracticeSettings`): a gap click,
 * a share of bars muted at random (with its seed) and a tempo trainer. Each may be left out or null
 * (off); a tool that is given must be whole.
 */
export const practiceSchema = object({
  gapClick: object({
    playBars: wholeNumber('Bars that play', PRACTICE_BARS_MIN, PRACTICE_BARS_MAX, practiceMessages.gapBars).required(
      practiceMessages.gapBars,
    ),
    muteBars: wholeNumber('Silent bars', PRACTICE_BARS_MIN, PRACTICE_BARS_MAX, practiceMessages.gapBars).required(
      practiceMessages.gapBars,
    ),
  })
    .label('Gap click')
    .nullable()
    .optional()
    .default(undefined),
  randomMutePercent: wholeNumber('Random mute', 0, RANDOM_MUTE_PERCENT_MAX, practiceMessages.randomMute)
    .nullable()
    .optional(),
  randomSeed: wholeNumber('Random seed', RANDOM_SEED_MIN, RANDOM_SEED_MAX, practiceMessages.randomSeed)
    .nullable()
    .optional(),
  tempoTrainer: object({
    stepBpm: wholeNumber('Tempo change', -TRAINER_STEP_BPM_MAX, TRAINER_STEP_BPM_MAX, practiceMessages.trainerStep)
      .required(practiceMessages.trainerStep)
      .notOneOf([0], practiceMessages.trainerStep),
    everyBars: wholeNumber(
      'Every (bars)',
      PRACTICE_BARS_MIN,
      PRACTICE_BARS_MAX,
      practiceMessages.trainerEvery,
    ).required(practiceMessages.trainerEvery),
    limitBpm: wholeNumber('Until (BPM)', BPM_MIN, BPM_MAX, practiceMessages.trainerLimit).required(
      practiceMessages.trainerLimit,
    ),
  })
    .label('Tempo trainer')
    .nullable()
    .optional()
    .default(undefined),
});
