import { Button, Group, SegmentedControl, Select, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import {
  BEATS_PER_BAR_MAX,
  BEATS_PER_BAR_MIN,
  NOTE_VALUES,
  SWING_PERCENT_MAX,
  SWING_PERCENT_MIN,
  SWINGABLE_SUBDIVISIONS,
  defaultGrouping,
  groupAccents,
  groupingFits,
  parseTimeSignature,
  type BarPattern,
  type BeatLevel,
  type NoteValue,
  type TempoUnit,
} from '../../../../../schema/rhythm';
import { rhythmMessages } from '../../../../../schema/validation/rhythmMessages';
import { parseGrouping } from '../clickTrackUrl';
import { nextLevel, pulseTooFast, SUBDIVISION_OPTIONS, tempoCountHint, tempoUnitChoices } from './patternText';

/** Props of {@link BarPatternFields}. */
export interface BarPatternFieldsProps {
  pattern: BarPattern;
  /** The fields that changed; the caller merges them into its pattern. */
  onChange: (changes: Partial<BarPattern>) => void;
  /** The tempo the pattern plays at, for the hint on what a compound meter's tempo counts. */
  bpm: number;
}

const LEVEL_MARKS: Readonly<Record<BeatLevel, string>> = { accent: '>', normal: '•', soft: '·', mute: '×' };
const LEVEL_VARIANTS: Readonly<Record<BeatLevel, string>> = {
  accent: 'filled',
  normal: 'light',
  soft: 'outline',
  mute: 'default',
};
const BEATS_PER_BAR_CHOICES = Array.from({ length: BEATS_PER_BAR_MAX - BEATS_PER_BAR_MIN + 1 }, (_, index) =>
  String(index + BEATS_PER_BAR_MIN),
);
// Built once, like BEATS_PER_BAR_CHOICES: a new `data` array on each render makes Select rebuild its options.
const NOTE_VALUE_CHOICES = NOTE_VALUES.map(String);

/**
 * The fields of one bar's pattern, shared by the generator's Rhythm section and the
 * song map editor: time signature, grouping, a level per beat, subdivision, swing, and what the
 * tempo counts (the note, a dotted note, the quarter, the group). A new meter or grouping marks its groups (the bar's first beat
 * accented, each group's first beat normal, the rest soft).
 */
export function BarPatternFields({ pattern, onChange, bpm }: BarPatternFieldsProps) {
  const meter = parseTimeSignature(pattern.timeSignature) ?? { beatsPerBar: 4, noteValue: 4 as NoteValue };
  const [groupingDraft, setGroupingDraft] = useState(pattern.grouping.join('+'));
  const [groupingError, setGroupingError] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    setGroupingDraft(pattern.grouping.join('+'));
    setGroupingError(null);
  }, [pattern.grouping.join('+')]); // eslint-disable-line react-hooks/exhaustive-deps

  const setMeter = (beatsPerBar: number, noteValue: NoteValue) => {
    const grouping = defaultGrouping({ beatsPerBar, noteValue });
    onChange({ timeSignature: `${beatsPerBar}/${noteValue}`, grouping, accents: groupAccents(grouping) });
  };

  const commitGrouping = () => {
    const grouping = parseGrouping(groupingDraft);
    if (!grouping || !groupingFits(grouping, meter.beatsPerBar)) {
      setGroupingError(rhythmMessages.grouping);
      return;
    }
    setGroupingError(null);
    if (grouping.join('+') !== pattern.grouping.join('+')) onChange({ grouping, accents: groupAccents(grouping) });
  };

  const swingable = SWINGABLE_SUBDIVISIONS.includes(pattern.subdivision);
  const unitChoices = tempoUnitChoices(pattern);
  const tooFast = pulseTooFast(pattern, bpm);

  return (
    <Stack gap="md">
      {/* Wraps on a narrow screen (the two pickers side by side, the grouping below them at full width) instead of squeezing the grouping. */}
      <Group align="flex-start">
        <Select
          style={{ flex: '1 1 110px' }}
          label="Beats per bar"
          data={BEATS_PER_BAR_CHOICES}
          value={String(meter.beatsPerBar)}
          allowDeselect={false}
          onChange={(value) => value && setMeter(Number(value), meter.noteValue)}
        />
        <Select
          style={{ flex: '1 1 110px' }}
          label="Note value"
          data={NOTE_VALUE_CHOICES}
          value={String(meter.noteValue)}
          allowDeselect={false}
          onChange={(value) => value && setMeter(meter.beatsPerBar, Number(value) as NoteValue)}
        />
        <TextInput
          style={{ flex: '2 1 200px' }}
          label="Grouping"
          description="Beats per group, e.g. 2+2+3"
          value={groupingDraft}
          error={groupingError}
          onChange={(event) => setGroupingDraft(event.currentTarget.value)}
          onBlur={commitGrouping}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter takes the grouping; inside a form it must not also submit it.
            event.preventDefault();
            commitGrouping();
          }}
        />
      </Group>

      <div>
        <Text size="sm" fw={500} id={`${ids}-accents`}>
          Accents (press a beat: accent, normal, soft, mute)
        </Text>
        <Group gap={6} mt={4} role="group" aria-labelledby={`${ids}-accents`}>
          {pattern.accents.map((level, index) => (
            <Button
              key={index}
              size="compact-sm"
              miw={40}
              variant={LEVEL_VARIANTS[level]}
              aria-label={`Beat ${index + 1}: ${level}`}
              data-level={level}
              onClick={() =>
                onChange({ accents: pattern.accents.map((each, beat) => (beat === index ? nextLevel(each) : each)) })
              }
            >
              {`${index + 1}${LEVEL_MARKS[level]}`}
            </Button>
          ))}
        </Group>
      </div>

      <Group align="flex-start">
        <Select
          style={{ flex: '1 1 200px' }}
          label="Subdivision"
          data={SUBDIVISION_OPTIONS}
          value={pattern.subdivision}
          allowDeselect={false}
          onChange={(value) => {
            const option = SUBDIVISION_OPTIONS.find((each) => each.value === value);
            if (option) onChange({ subdivision: option.value });
          }}
        />
        <div style={{ flex: '1 1 200px' }}>
          <Text size="sm" fw={500} id={`${ids}-swing`} c={swingable ? undefined : 'dimmed'}>
            {`Swing: ${pattern.swingPercent}%`}
          </Text>
          <Slider
            mt="sm"
            min={SWING_PERCENT_MIN}
            max={SWING_PERCENT_MAX}
            step={1}
            value={pattern.swingPercent}
            disabled={!swingable}
            thumbLabel="Swing"
            label={(value) => `${value}%`}
            onChange={(value) => onChange({ swingPercent: value })}
          />
          <Text size="xs" c="dimmed" mt={4}>
            Eighths and sixteenths only
          </Text>
        </div>
      </Group>

      <div>
        <Text size="sm" fw={500} id={`${ids}-unit`} c={unitChoices.length > 1 ? undefined : 'dimmed'}>
          Tempo counts
        </Text>
        <SegmentedControl
          aria-labelledby={`${ids}-unit`}
          disabled={unitChoices.length < 2}
          data={unitChoices}
          value={pattern.tempoUnit}
          onChange={(value) => onChange({ tempoUnit: value as TempoUnit })}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {unitChoices.length > 1
            ? tempoCountHint(pattern, bpm)
            : 'Other units in meters of eighths or sixteenths (quarter notes, groups) and compound meters (dotted notes)'}
        </Text>
        {tooFast && (
          <Text size="xs" c="red" mt={4} role="alert">
            {rhythmMessages.pulseTooFast}
          </Text>
        )}
      </div>
    </Stack>
  );
}
