import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { BPM_MAX, BPM_MIN } from '../../schema/limits';
import type { Practice as PracticeView } from '../../schema/rhythm';
import * as rhythm from '../../schema/rhythm';
import { Json } from './jsonSchema';

const DESCRIPTIONS = {
  playBars: `Bars that play, ${rhythm.PRACTICE_BARS_MIN}-${rhythm.PRACTICE_BARS_MAX}.`,
  muteBars: `Silent bars after them, ${rhythm.PRACTICE_BARS_MIN}-${rhythm.PRACTICE_BARS_MAX}.`,
  randomMutePercent: `Share of bars muted at random, in percent (at most ${rhythm.RANDOM_MUTE_PERCENT_MAX}); null: none.`,
  randomSeed: `Seed of the random mute (${rhythm.RANDOM_SEED_MIN}-${rhythm.RANDOM_SEED_MAX}): the same seed silences the same bars.`,
  stepBpm: `Tempo change per step, -${rhythm.TRAINER_STEP_BPM_MAX} to ${rhythm.TRAINER_STEP_BPM_MAX} BPM, not 0 (negative: slows down).`,
  everyBars: `Bars between steps, ${rhythm.PRACTICE_BARS_MIN}-${rhythm.PRACTICE_BARS_MAX}.`,
  limitBpm: `The tempo the trainer stops at, ${BPM_MIN}-${BPM_MAX}.`,
};

// Each class is both the output type and its input twin (`GapClick` and `GapClickInput`, …): the
// fields agree, so they are declared once; only the type descriptions differ.

const BARS = { minimum: rhythm.PRACTICE_BARS_MIN, maximum: rhythm.PRACTICE_BARS_MAX };
const GAP_CLICK = 'A gap click: bars that play and silent bars, in turn.';
const TEMPO_TRAINER = 'A tempo trainer: the tempo moves by a step every few bars until a limit.';

@ObjectType({ description: GAP_CLICK })
@InputType('GapClickInput', { description: GAP_CLICK })
export class GapClick {
  @Field(() => Int, { description: DESCRIPTIONS.playBars })
  @Json(BARS)
  playBars!: number;

  @Field(() => Int, { description: DESCRIPTIONS.muteBars })
  @Json(BARS)
  muteBars!: number;
}

@ObjectType({ description: TEMPO_TRAINER })
@InputType('TempoTrainerInput', { description: TEMPO_TRAINER })
export class TempoTrainer {
  @Field(() => Int, { description: DESCRIPTIONS.stepBpm })
  @Json({ minimum: -rhythm.TRAINER_STEP_BPM_MAX, maximum: rhythm.TRAINER_STEP_BPM_MAX, not: { const: 0 } })
  stepBpm!: number;

  @Field(() => Int, { description: DESCRIPTIONS.everyBars })
  @Json(BARS)
  everyBars!: number;

  @Field(() => Int, { description: DESCRIPTIONS.limitBpm })
  @Json({ minimum: BPM_MIN, maximum: BPM_MAX })
  limitBpm!: number;
}

@ObjectType({
  description:
    "The generator's practice tools; a tool that is null is off (silent bars still count in the visualizer).",
})
@InputType('PracticeInput', { description: "The generator's practice tools; a tool left out or null is off." })
export class Practice implements PracticeView {
  @Field(() => GapClick, { nullable: true, description: 'The gap click; null: off.' })
  gapClick!: GapClick | null;

  @Field(() => Int, { nullable: true, description: DESCRIPTIONS.randomMutePercent })
  @Json({ minimum: 1, maximum: rhythm.RANDOM_MUTE_PERCENT_MAX })
  randomMutePercent!: number | null;

  @Field(() => Int, { nullable: true, description: DESCRIPTIONS.randomSeed })
  @Json({ minimum: rhythm.RANDOM_SEED_MIN, maximum: rhythm.RANDOM_SEED_MAX })
  randomSeed!: number | null;

  @Field(() => TempoTrainer, { nullable: true, description: 'The tempo trainer; null: off.' })
  tempoTrainer!: TempoTrainer | null;
}
