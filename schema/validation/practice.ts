import { number, object } from 'yup';
import { BPM_MAX, BPM_MIN } from '../limits';
import { PRACTICE_BARS_MAX, PRACTICE_BARS_MIN, RANDOM_MUTE_PERCENT_MAX, RANDOM_SEED_MAX, RANDOM_SEED_MIN, TRAINER_STEP_BPM_MAX } from '../rhythm';
import { practiceMessages } from './rhythmMessages';

export { practiceMessages };

/** A whole number in [min, max], with one message for every way to miss it. */
function whole(label: string, min: number, max: number, message: string) {
  return number().label(label).typeError(message).integer(message).min(min, message).max(max, message);
}

/**
 * The generator's practice tools (schema/rhythm.ts `PracticeSettings`): a gap click,
 * a share of bars muted at random (with its seed) and a tempo trainer. Each may be left out or null
 * (off); a tool that is given must be whole.
 */
export const practiceSchema = object({
  gapClick: object({
    playBars: whole('Bars that play', PRACTICE_BARS_MIN, PRACTICE_BARS_MAX, practiceMessages.gapBars).required(practiceMessages.gapBars),
    muteBars: whole('Silent bars', PRACTICE_BARS_MIN, PRACTICE_BARS_MAX, practiceMessages.gapBars).required(practiceMessages.gapBars),
  })
    .label('Gap click')
    .nullable()
    .optional()
    .default(undefined),
  randomMutePercent: whole('Random mute', 0, RANDOM_MUTE_PERCENT_MAX, practiceMessages.randomMute).nullable().optional(),
  randomSeed: whole('Random seed', RANDOM_SEED_MIN, RANDOM_SEED_MAX, practiceMessages.randomSeed).nullable().optional(),
  tempoTrainer: object({
    stepBpm: whole('Tempo change', -TRAINER_STEP_BPM_MAX, TRAINER_STEP_BPM_MAX, practiceMessages.trainerStep)
      .required(practiceMessages.trainerStep)
      .notOneOf([0], practiceMessages.trainerStep),
    everyBars: whole('Every (bars)', PRACTICE_BARS_MIN, PRACTICE_BARS_MAX, practiceMessages.trainerEvery).required(practiceMessages.trainerEvery),
    limitBpm: whole('Until (BPM)', BPM_MIN, BPM_MAX, practiceMessages.trainerLimit).required(practiceMessages.trainerLimit),
  })
    .label('Tempo trainer')
    .nullable()
    .optional()
    .default(undefined),
});
