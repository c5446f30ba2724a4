import { Group, NumberInput, Slider, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { BPM_MAX, BPM_MIN } from '../../../../schema/limits';
import {
  PRACTICE_BARS_MAX,
  PRACTICE_BARS_MIN,
  RANDOM_MUTE_PERCENT_MAX,
  TRAINER_STEP_BPM_MAX,
  type PracticeSettings,
} from '../../../../schema/rhythm';
import type { PracticeControlsProps } from './PracticeControls';
import { clampInteger } from './settings';

const GAP_DEFAULT = { playBars: 2, muteBars: 1 };
const TRAINER_STEP_DEFAULT = 5;
const TRAINER_EVERY_DEFAULT = 2;

/** A whole number typed into a NumberInput, kept within [min, max]; null while the field is empty or not a number. */
const wholeIn = (value: string | number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? clampInteger(value, min, max) : null;

/**
 * The inside of the generator's Practice section (see PracticeControls): the gap click, the random
 * mute and the tempo trainer with their fields. Loaded when the section first opens.
 */
export function PracticePanel({ settings, onChange }: PracticeControlsProps) {
  const ids = useId();
  const practice = settings.practice ?? {};
  const set = (changes: Partial<PracticeSettings>) => {
    const next = { ...practice, ...changes };
    const on = Boolean(next.gapClick || next.randomMutePercent || next.tempoTrainer);
    onChange({ ...settings, practice: on ? next : null });
  };
  const gap = practice.gapClick ?? null;
  const trainer = practice.tempoTrainer ?? null;
  const randomPercent = practice.randomMutePercent ?? 0;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Switch
          label="Gap click (some bars silent, in turn)"
          checked={gap !== null}
          onChange={(event) => set({ gapClick: event.currentTarget.checked ? GAP_DEFAULT : null })}
        />
        {gap && (
          <Group grow>
            <NumberInput
              label="Bars that play"
              min={PRACTICE_BARS_MIN}
              max={PRACTICE_BARS_MAX}
              allowDecimal={false}
              value={gap.playBars}
              onChange={(value) => {
                const playBars = wholeIn(value, PRACTICE_BARS_MIN, PRACTICE_BARS_MAX);
                if (playBars !== null) set({ gapClick: { ...gap, playBars } });
              }}
            />
            <NumberInput
              label="Silent bars"
              min={PRACTICE_BARS_MIN}
              max={PRACTICE_BARS_MAX}
              allowDecimal={false}
              value={gap.muteBars}
              onChange={(value) => {
                const muteBars = wholeIn(value, PRACTICE_BARS_MIN, PRACTICE_BARS_MAX);
                if (muteBars !== null) set({ gapClick: { ...gap, muteBars } });
              }}
            />
          </Group>
        )}
      </Stack>

      <div>
        <Text size="sm" fw={500} id={`${ids}-random`}>
          {`Mute bars at random: ${randomPercent}%`}
        </Text>
        <Slider
          mt="sm"
          min={0}
          max={RANDOM_MUTE_PERCENT_MAX}
          step={5}
          value={randomPercent}
          thumbLabel="Share of bars muted at random"
          label={(value) => `${value}%`}
          onChange={(value) =>
            set({
              randomMutePercent: value || null,
              randomSeed: practice.randomSeed ?? Math.floor(Math.random() * 2 ** 31),
            })
          }
        />
      </div>

      <Stack gap="xs">
        <Switch
          label="Tempo trainer (the tempo moves every few bars)"
          checked={trainer !== null}
          onChange={(event) =>
            set({
              tempoTrainer: event.currentTarget.checked
                ? {
                    stepBpm: TRAINER_STEP_DEFAULT,
                    everyBars: TRAINER_EVERY_DEFAULT,
                    limitBpm: Math.min(BPM_MAX, settings.bpm + 20),
                  }
                : null,
            })
          }
        />
        {trainer && (
          <Group grow>
            <NumberInput
              label="Change (BPM)"
              description="Negative slows down"
              min={-TRAINER_STEP_BPM_MAX}
              max={TRAINER_STEP_BPM_MAX}
              allowDecimal={false}
              value={trainer.stepBpm}
              onChange={(value) => {
                const stepBpm = wholeIn(value, -TRAINER_STEP_BPM_MAX, TRAINER_STEP_BPM_MAX);
                if (stepBpm) set({ tempoTrainer: { ...trainer, stepBpm } });
              }}
            />
            <NumberInput
              label="Every (bars)"
              min={PRACTICE_BARS_MIN}
              max={PRACTICE_BARS_MAX}
              allowDecimal={false}
              value={trainer.everyBars}
              onChange={(value) => {
                const everyBars = wholeIn(value, PRACTICE_BARS_MIN, PRACTICE_BARS_MAX);
                if (everyBars !== null) set({ tempoTrainer: { ...trainer, everyBars } });
              }}
            />
            <NumberInput
              label="Until (BPM)"
              min={BPM_MIN}
              max={BPM_MAX}
              allowDecimal={false}
              value={trainer.limitBpm}
              onChange={(value) => {
                const limitBpm = wholeIn(value, BPM_MIN, BPM_MAX);
                if (limitBpm !== null) set({ tempoTrainer: { ...trainer, limitBpm } });
              }}
            />
          </Group>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        Silent bars still count in the visualizer. The track lasts its duration ({settings.durationSeconds} s), or plays
        on with 'Until I stop'.
      </Text>
    </Stack>
  );
}
