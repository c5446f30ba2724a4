import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import {
  MAIN_SOUND_EVERYWHERE,
  SOUNDING_LEVELS,
  STEADY_FOUR_FOUR,
  resolveRhythm,
  type BarPattern,
  type LevelSounds,
  type Rhythm,
  type SoundingLevel,
} from '../../../../schema/rhythm';
import { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN } from './clickTrackUrl';
import { BarPatternFields } from './BarPatternFields/BarPatternFields';
import type { RhythmControlsProps } from './RhythmControls';
import { SOUND_OPTIONS } from './settings';

/** The level-sound pickers: the main sound, or one of the sounds. */
const MAIN_SOUND = 'main';
const LEVEL_SOUND_CHOICES = [{ value: MAIN_SOUND, label: 'Main sound' }, ...SOUND_OPTIONS];
// Built once: a new `data` array on each render makes Select rebuild its options.
const COUNT_IN_BAR_CHOICES = Array.from({ length: COUNT_IN_BARS_MAX - COUNT_IN_BARS_MIN + 1 }, (_, index) =>
  String(index + COUNT_IN_BARS_MIN),
);
const LEVEL_SOUND_LABELS: Readonly<Record<SoundingLevel, string>> = {
  accent: 'Accent sound',
  normal: 'Normal sound',
  soft: 'Soft sound',
  subdivision: 'Subdivision sound',
};

/**
 * The inside of the generator's Rhythm section (see RhythmControls): the bar pattern's fields, a
 * sound per level, the count-in in beats or bars, and 'Steady 4/4'. Loaded when the section first
 * opens, so the home page does not carry it for users who never open it.
 */
export function RhythmPanel({ settings, onChange }: RhythmControlsProps) {
  const rhythm = settings.rhythm ?? null;
  const pattern: BarPattern = rhythm ?? STEADY_FOUR_FOUR;
  const countInBars = settings.countInBars ?? null;
  const ids = useId();

  const update = (changes: Partial<BarPattern>, bars: number | null = countInBars) => {
    const next: Rhythm = resolveRhythm({ ...pattern, ...changes, sections: rhythm?.sections ?? [] });
    onChange({ ...settings, rhythm: next, countInBars: bars });
  };

  const levelSounds: LevelSounds = { ...MAIN_SOUND_EVERYWHERE, ...rhythm?.levelSounds };
  const setLevelSound = (level: SoundingLevel, value: string | null) => {
    const base = rhythm ?? resolveRhythm({});
    const sound = SOUND_OPTIONS.find((option) => option.value === value)?.value ?? null;
    onChange({ ...settings, rhythm: { ...base, levelSounds: { ...levelSounds, [level]: sound } }, countInBars });
  };

  return (
    <Stack gap="md">
      <BarPatternFields pattern={pattern} bpm={settings.bpm} onChange={(changes) => update(changes)} />

      {/* Two pickers a row on a phone, all four in one on a wide screen: each keeps its full label (a long one wraps, its picker stays in line). */}
      <Group align="flex-end">
        {SOUNDING_LEVELS.map((level) => (
          <Select
            key={level}
            style={{ flex: '1 1 130px' }}
            label={LEVEL_SOUND_LABELS[level]}
            data={LEVEL_SOUND_CHOICES}
            value={levelSounds[level] ?? MAIN_SOUND}
            allowDeselect={false}
            onChange={(value) => setLevelSound(level, value)}
          />
        ))}
      </Group>

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
            data={COUNT_IN_BAR_CHOICES}
            value={String(countInBars)}
            allowDeselect={false}
            onChange={(value) => value && update({}, Number(value))}
          />
        )}
      </Group>

      <Group>
        <Button
          variant="default"
          disabled={rhythm === null}
          onClick={() => onChange({ ...settings, rhythm: null, countInBars: null })}
        >
          Steady 4/4
        </Button>
      </Group>
    </Stack>
  );
}
