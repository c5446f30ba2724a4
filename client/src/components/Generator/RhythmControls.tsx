import { Accordion, Button, Group, SegmentedControl, Select, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import {
  BEAT_LEVELS,
  BEATS_PER_BAR_MAX,
  BEATS_PER_BAR_MIN,
  MAIN_SOUND_EVERYWHERE,
  SOUNDING_LEVELS,
  NOTE_VALUES,
  STEADY_FOUR_FOUR,
  SWING_PERCENT_MAX,
  SWING_PERCENT_MIN,
  SWINGABLE_SUBDIVISIONS,
  defaultGrouping,
  groupAccents,
  groupingFits,
  isCompound,
  parseTimeSignature,
  resolveRhythm,
  type BarPattern,
  type BeatLevel,
  type LevelSounds,
  type SoundingLevel,
  type NoteValue,
  type Rhythm,
  type Subdivision,
  type TempoUnit,
} from '../../../../schema/rhythm';
import { rhythmMessages } from '../../../../schema/validation/rhythmMessages';
import { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN, parseGrouping } from '../../audio/clickTrackUrl';
import type { ClickTrackSettings } from '../../audio/types';
import { SOUND_OPTIONS } from './settings';

/** Props of {@link RhythmControls}. */
export interface RhythmControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
}

const SUBDIVISION_OPTIONS: ReadonlyArray<{ value: Subdivision; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'eighths', label: 'Eighths' },
  { value: 'triplets', label: 'Triplets' },
  { value: 'sixteenths', label: 'Sixteenths' },
  { value: 'quintuplets', label: 'Quintuplets' },
  { value: 'sextuplets', label: 'Sextuplets' },
];

/** The level-sound pickers: the main sound, or one of the sounds. */
const MAIN_SOUND = 'main';
const LEVEL_SOUND_CHOICES = [{ value: MAIN_SOUND, label: 'Main sound' }, ...SOUND_OPTIONS];
const LEVEL_SOUND_LABELS: Readonly<Record<SoundingLevel, string>> = { accent: 'Accent sound', normal: 'Normal sound', soft: 'Soft sound', subdivision: 'Subdivision sound' };

const NOTE_NAMES: Readonly<Record<NoteValue, string>> = { 2: 'half', 4: 'quarter', 8: 'eighth', 16: 'sixteenth' };
/** The dotted note of three of the meter's notes (three eighths: a dotted quarter), plural. */
const DOTTED_NAMES: Readonly<Record<NoteValue, string>> = { 2: 'dotted wholes', 4: 'dotted halves', 8: 'dotted quarters', 16: 'dotted eighths' };
const LEVEL_MARKS: Readonly<Record<BeatLevel, string>> = { accent: '>', normal: '•', soft: '·', mute: '×' };
const LEVEL_VARIANTS: Readonly<Record<BeatLevel, string>> = { accent: 'filled', normal: 'light', soft: 'outline', mute: 'default' };

/** The level after `level` when its beat's button is pressed: accent → normal → soft → mute → accent. */
export function nextLevel(level: BeatLevel): BeatLevel {
  return BEAT_LEVELS[(BEAT_LEVELS.indexOf(level) + 1) % BEAT_LEVELS.length]!;
}

/** A short description of a pattern, e.g. '7/8 (2+2+3), triplets'. */
export function rhythmSummary(rhythm: BarPattern): string {
  const meter = rhythm.grouping.some((group) => group > 1) ? `${rhythm.timeSignature} (${rhythm.grouping.join('+')})` : rhythm.timeSignature;
  if (rhythm.subdivision === 'none') return meter;
  const sub = SUBDIVISION_OPTIONS.find((option) => option.value === rhythm.subdivision)!.label.toLowerCase();
  return rhythm.swingPercent > SWING_PERCENT_MIN ? `${meter}, ${sub}, swing ${rhythm.swingPercent}%` : `${meter}, ${sub}`;
}

/**
 * The generator's 'Rhythm' section (issue 23): time signature, grouping, a level per beat,
 * subdivision, swing, what the tempo counts in compound meters, and a count-in in beats or bars.
 * Closed by default; `settings.rhythm` stays null (today's steady beat, exactly) until the user
 * changes something here, and 'Steady 4/4' puts it back to null. A new meter or grouping marks its
 * groups (the bar's first beat accented, each group's first beat normal, the rest soft).
 * The rhythm is not saved on the server yet (savedSettings.ts sends the older fields only).
 */
export function RhythmControls({ settings, onChange }: RhythmControlsProps) {
  const rhythm = settings.rhythm ?? null;
  const pattern: BarPattern = rhythm ?? STEADY_FOUR_FOUR;
  const meter = parseTimeSignature(pattern.timeSignature) ?? { beatsPerBar: 4, noteValue: 4 as NoteValue };
  const countInBars = settings.countInBars ?? null;
  const [open, setOpen] = useState<string | null>(rhythm ? 'rhythm' : null);
  const [groupingDraft, setGroupingDraft] = useState(pattern.grouping.join('+'));
  const [groupingError, setGroupingError] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    setGroupingDraft(pattern.grouping.join('+'));
    setGroupingError(null);
  }, [pattern.grouping.join('+')]); // eslint-disable-line react-hooks/exhaustive-deps

  // A rhythm that arrives from outside (a generator link) opens the section so it can be seen.
  const hadRhythm = useRef(rhythm !== null);
  useEffect(() => {
    if (rhythm && !hadRhythm.current) setOpen('rhythm');
    hadRhythm.current = rhythm !== null;
  }, [rhythm]);

  const update = (changes: Partial<BarPattern>, bars: number | null = countInBars) => {
    const next: Rhythm = resolveRhythm({ ...pattern, ...changes, sections: rhythm?.sections ?? [] });
    onChange({ ...settings, rhythm: next, countInBars: bars });
  };

  const setMeter = (beatsPerBar: number, noteValue: NoteValue) => {
    const grouping = defaultGrouping({ beatsPerBar, noteValue });
    update({ timeSignature: `${beatsPerBar}/${noteValue}`, grouping, accents: groupAccents(grouping) });
  };

  const commitGrouping = () => {
    const grouping = parseGrouping(groupingDraft);
    if (!grouping || !groupingFits(grouping, meter.beatsPerBar)) {
      setGroupingError(rhythmMessages.grouping);
      return;
    }
    setGroupingError(null);
    if (grouping.join('+') !== pattern.grouping.join('+')) update({ grouping, accents: groupAccents(grouping) });
  };

  const levelSounds: LevelSounds = { ...MAIN_SOUND_EVERYWHERE, ...rhythm?.levelSounds };
  const setLevelSound = (level: SoundingLevel, value: string | null) => {
    const base = rhythm ?? resolveRhythm({});
    const sound = SOUND_OPTIONS.find((option) => option.value === value)?.value ?? null;
    onChange({ ...settings, rhythm: { ...base, levelSounds: { ...levelSounds, [level]: sound } }, countInBars });
  };

  const swingable = SWINGABLE_SUBDIVISIONS.includes(pattern.subdivision);
  const compound = isCompound(pattern.grouping);
  const noteName = NOTE_NAMES[meter.noteValue];
  const dottedName = DOTTED_NAMES[meter.noteValue];

  return (
    <Accordion variant="contained" value={open} onChange={setOpen}>
      <Accordion.Item value="rhythm">
        <Accordion.Control>{rhythm ? `Rhythm · ${rhythmSummary(rhythm)}` : 'Rhythm · steady 4/4'}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Group grow align="flex-start">
              <Select
                label="Beats per bar"
                data={Array.from({ length: BEATS_PER_BAR_MAX - BEATS_PER_BAR_MIN + 1 }, (_, index) => String(index + BEATS_PER_BAR_MIN))}
                value={String(meter.beatsPerBar)}
                allowDeselect={false}
                onChange={(value) => value && setMeter(Number(value), meter.noteValue)}
              />
              <Select
                label="Note value"
                data={NOTE_VALUES.map(String)}
                value={String(meter.noteValue)}
                allowDeselect={false}
                onChange={(value) => value && setMeter(meter.beatsPerBar, Number(value) as NoteValue)}
              />
              <TextInput
                label="Grouping"
                description="Beats per group, e.g. 2+2+3"
                value={groupingDraft}
                error={groupingError}
                onChange={(event) => setGroupingDraft(event.currentTarget.value)}
                onBlur={commitGrouping}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitGrouping();
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
                    onClick={() => update({ accents: pattern.accents.map((each, beat) => (beat === index ? nextLevel(each) : each)) })}
                  >
                    {`${index + 1}${LEVEL_MARKS[level]}`}
                  </Button>
                ))}
              </Group>
            </div>

            <Group grow align="flex-start">
              <Select
                label="Subdivision"
                data={SUBDIVISION_OPTIONS}
                value={pattern.subdivision}
                allowDeselect={false}
                onChange={(value) => {
                  const option = SUBDIVISION_OPTIONS.find((each) => each.value === value);
                  if (option) update({ subdivision: option.value });
                }}
              />
              <div>
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
                  onChange={(value) => update({ swingPercent: value })}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  Eighths and sixteenths only
                </Text>
              </div>
            </Group>

            <Group grow align="flex-start">
              {SOUNDING_LEVELS.map((level) => (
                <Select
                  key={level}
                  label={LEVEL_SOUND_LABELS[level]}
                  data={LEVEL_SOUND_CHOICES}
                  value={levelSounds[level] ?? MAIN_SOUND}
                  allowDeselect={false}
                  onChange={(value) => setLevelSound(level, value)}
                />
              ))}
            </Group>

            <div>
              <Text size="sm" fw={500} id={`${ids}-unit`} c={compound ? undefined : 'dimmed'}>
                Tempo counts
              </Text>
              <SegmentedControl
                aria-labelledby={`${ids}-unit`}
                disabled={!compound}
                data={[
                  { value: 'note', label: `${noteName[0]!.toUpperCase()}${noteName.slice(1)} notes` },
                  { value: 'dotted', label: `${dottedName[0]!.toUpperCase()}${dottedName.slice(1)}` },
                ]}
                value={pattern.tempoUnit}
                onChange={(value) => update({ tempoUnit: value as TempoUnit })}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {compound
                  ? `${pattern.timeSignature} at ${settings.bpm}: ${settings.bpm} ${noteName} notes or ${settings.bpm} ${dottedName} a minute`
                  : 'Compound meters only (groups of three, e.g. 6/8 at 120: 120 eighth notes or 120 dotted quarters)'}
              </Text>
            </div>

            <Group align="flex-end">
              <div>
                <Text size="sm" fw={500} id={`${ids}-count-in`}>
                  Count in by
                </Text>
                <SegmentedControl
                  aria-labelledby={`${ids}-count-in`}
                  data={[
                    { value: 'beats', label: `Beats (${settings.countInBeats})` },
                    { value: 'bars', label: 'Bars' },
                  ]}
                  value={countInBars === null ? 'beats' : 'bars'}
                  onChange={(value) => update({}, value === 'bars' ? COUNT_IN_BARS_MIN : null)}
                />
              </div>
              {countInBars !== null && (
                <Select
                  label="Count-in bars"
                  w={120}
                  data={Array.from({ length: COUNT_IN_BARS_MAX - COUNT_IN_BARS_MIN + 1 }, (_, index) => String(index + COUNT_IN_BARS_MIN))}
                  value={String(countInBars)}
                  allowDeselect={false}
                  onChange={(value) => value && update({}, Number(value))}
                />
              )}
            </Group>

            <Group>
              <Button variant="default" disabled={rhythm === null} onClick={() => onChange({ ...settings, rhythm: null, countInBars: null })}>
                Steady 4/4
              </Button>
              <Text size="xs" c="dimmed">
                The rhythm is not saved with your settings yet.
              </Text>
            </Group>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
