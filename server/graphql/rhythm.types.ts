import 'reflect-metadata';
import { Field, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';
import { BPM_MAX, BPM_MIN, SOUND_TYPES, type SoundName } from '../../schema/limits';
import type {
  BarPattern,
  BeatLevel,
  LevelSounds as LevelSoundsView,
  Rhythm as RhythmView,
  Section as SectionView,
  Subdivision,
  TempoUnit,
} from '../../schema/rhythm';
import * as rhythm from '../../schema/rhythm';
import { Json } from './jsonSchema';

const SOUNDS = SOUND_TYPES.join(', ');
const BPM_RANGE = { minimum: BPM_MIN, maximum: BPM_MAX };
const TIME_SIGNATURE_PATTERN = `^\\d{1,2}/(${rhythm.NOTE_VALUES.join('|')})$`;

const DESCRIPTIONS = {
  timeSignature: `Beats per bar (${rhythm.BEATS_PER_BAR_MIN}-${rhythm.BEATS_PER_BAR_MAX}) over a note value (${rhythm.NOTE_VALUES.join(', ')}), e.g. "7/8".`,
  grouping: 'How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3].',
  accents: `One level per beat of the bar: ${rhythm.BEAT_LEVELS.join(', ')}.`,
  subdivision: `Clicks between beats: ${rhythm.SUBDIVISIONS.join(', ')}.`,
  swingPercent: `Share of each pair the first note takes, ${rhythm.SWING_PERCENT_MIN}-${rhythm.SWING_PERCENT_MAX} (${rhythm.SWING_PERCENT_MIN}: straight); ${rhythm.SWINGABLE_SUBDIVISIONS.join(' and ')} only.`,
  tempoUnit: `What the tempo counts: ${rhythm.TEMPO_UNITS.join(', ')} ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most ${rhythm.PULSE_BPM_MAX} times a minute.`,
};

/** The fields of a bar's pattern, resolved: an interface, so a client asks for them once for a rhythm and its sections. */
@InterfaceType('BarPattern', {
  description: "A bar's pattern: meter, grouping, accents, subdivision, swing and tempo unit.",
})
abstract class Pattern implements BarPattern {
  @Field({ description: DESCRIPTIONS.timeSignature })
  @Json({ pattern: TIME_SIGNATURE_PATTERN })
  timeSignature!: string;

  @Field(() => [Int], { description: DESCRIPTIONS.grouping })
  @Json({ items: { minimum: 1 } })
  grouping!: number[];

  @Field(() => [String], { description: DESCRIPTIONS.accents })
  @Json({ items: { enum: rhythm.BEAT_LEVELS } })
  accents!: BeatLevel[];

  @Field(() => String, { description: DESCRIPTIONS.subdivision })
  @Json({ enum: rhythm.SUBDIVISIONS })
  subdivision!: Subdivision;

  @Field(() => Int, { description: DESCRIPTIONS.swingPercent })
  @Json({ minimum: rhythm.SWING_PERCENT_MIN, maximum: rhythm.SWING_PERCENT_MAX })
  swingPercent!: number;

  @Field(() => String, { description: DESCRIPTIONS.tempoUnit })
  @Json({ enum: rhythm.TEMPO_UNITS })
  tempoUnit!: TempoUnit;
}

// simpleResolvers: plain properties read by graphql-js itself, as on Track (playlist.types.ts).
@ObjectType({
  description: 'One section of a song map: some bars at a tempo (or a ramp), with their own pattern.',
  implements: Pattern,
  simpleResolvers: true,
})
export class Section extends Pattern implements SectionView {
  @Field({ description: 'Section name, e.g. "Chorus".' })
  name!: string;

  @Field(() => Int, { description: `Length in bars, ${rhythm.SECTION_BARS_MIN}-${rhythm.SECTION_BARS_MAX}.` })
  @Json({ minimum: rhythm.SECTION_BARS_MIN, maximum: rhythm.SECTION_BARS_MAX })
  bars!: number;

  @Field(() => Int, { description: `Tempo at the start, ${BPM_MIN}-${BPM_MAX}.` })
  @Json(BPM_RANGE)
  bpm!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Tempo reached at the end by a linear ramp; null for a steady tempo.',
  })
  @Json(BPM_RANGE)
  endBpm!: number | null;

  @Field({ description: 'Silent bars (the visualizer keeps counting).' })
  muted!: boolean;
}

// Also the input `LevelSoundsInput`: the fields agree (a sound or null each).
@ObjectType({
  description: 'The sound of each beat level and of subdivisions; null plays the main sound.',
  simpleResolvers: true,
})
@InputType('LevelSoundsInput', { description: 'A sound per level; left out or null: the main sound.' })
export class LevelSounds implements LevelSoundsView {
  @Field(() => String, { nullable: true, description: `Accented beats: ${SOUNDS}.` })
  @Json({ enum: SOUND_TYPES })
  accent!: SoundName | null;

  @Field(() => String, { nullable: true, description: `Normal beats: ${SOUNDS}.` })
  @Json({ enum: SOUND_TYPES })
  normal!: SoundName | null;

  @Field(() => String, { nullable: true, description: `Soft beats: ${SOUNDS}.` })
  @Json({ enum: SOUND_TYPES })
  soft!: SoundName | null;

  @Field(() => String, { nullable: true, description: `Subdivision clicks: ${SOUNDS}.` })
  @Json({ enum: SOUND_TYPES })
  subdivision!: SoundName | null;
}

@ObjectType({
  description: "A track's (or the generator's) meter, accents, subdivision and song map, with every field resolved.",
  implements: Pattern,
  simpleResolvers: true,
})
export class Rhythm extends Pattern implements RhythmView {
  @Field(() => [Section], {
    description: 'Sections played one after another; empty: the whole track plays the pattern above.',
  })
  sections!: SectionView[];

  @Field(() => LevelSounds, { description: 'The sound of each level and of subdivisions.' })
  levelSounds!: LevelSoundsView;
}

/** The fields of a bar's pattern as given: any may be left out. */
@InputType('BarPatternInput')
abstract class PatternInput {
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.timeSignature })
  timeSignature?: string | null;

  @Field(() => [Int], { nullable: true, description: DESCRIPTIONS.grouping })
  grouping?: number[] | null;

  @Field(() => [String], { nullable: true, description: DESCRIPTIONS.accents })
  accents?: string[] | null;

  @Field(() => String, { nullable: true, description: DESCRIPTIONS.subdivision })
  subdivision?: string | null;

  @Field(() => Int, { nullable: true, description: DESCRIPTIONS.swingPercent })
  swingPercent?: number | null;

  @Field(() => String, { nullable: true, description: DESCRIPTIONS.tempoUnit })
  tempoUnit?: string | null;
}

@InputType({ description: 'One section of a song map; pattern fields left out come from the track.' })
export class SectionInput extends PatternInput {
  @Field({ description: `Section name, at most ${rhythm.SECTION_NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => Int, { description: `Length in bars, ${rhythm.SECTION_BARS_MIN}-${rhythm.SECTION_BARS_MAX}.` })
  bars!: number;

  @Field(() => Int, { description: `Tempo at the start, ${BPM_MIN}-${BPM_MAX}.` })
  bpm!: number;

  @Field(() => Int, { nullable: true, description: 'Tempo to ramp to by the end of the section.' })
  endBpm?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Silent bars.' })
  muted?: boolean | null;
}

@InputType({
  description: `A track's (or the generator's) rhythm, written whole; fields left out take their defaults (${rhythm.DEFAULT_TIME_SIGNATURE}, no subdivision).`,
})
export class RhythmInput extends PatternInput {
  @Field(() => [SectionInput], {
    nullable: true,
    description: `A song map of at most ${rhythm.SECTIONS_MAX} sections.`,
  })
  sections?: SectionInput[] | null;

  @Field(() => LevelSounds, {
    nullable: true,
    description: 'A sound per level and for subdivisions (left out: the main sound).',
  })
  levelSounds?: LevelSounds | null;
}
