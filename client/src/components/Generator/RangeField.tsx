import { Group, NumberInput, Slider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { clampInteger } from './settings';

/** Props of {@link RangeField}. */
export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Slider marks' unit suffix for the value label, e.g. ' s'. */
  unit?: string;
  /** Shown under the label (and read with the field), e.g. what the tempo counts: '♩ = 152'. */
  description?: string;
}

/**
 * An integer setting as a slider plus a number field (step 1). The field accepts typing freely;
 * a number in range applies at once, anything else is clamped to [min, max] when it loses focus.
 */
export function RangeField({ label, value, min, max, onChange, unit = '', description }: RangeFieldProps) {
  const [draft, setDraft] = useState<string | number>(value);

  useEffect(() => setDraft(value), [value]);

  const commit = (next: string | number) => {
    const parsed = typeof next === 'number' ? next : Number.parseFloat(next);
    const clamped = Number.isFinite(parsed) ? clampInteger(parsed, min, max) : value;
    setDraft(clamped);
    if (clamped !== value) onChange(clamped);
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="md" wrap="nowrap">
        <NumberInput
          label={label}
          description={description}
          value={draft}
          min={min}
          max={max}
          step={1}
          allowDecimal={false}
          clampBehavior="none"
          w={120}
          onChange={(next) => {
            setDraft(next);
            if (typeof next === 'number' && Number.isInteger(next) && next >= min && next <= max) onChange(next);
          }}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft);
          }}
        />
        <Slider
          style={{ flex: 1 }}
          mb={10}
          value={value}
          min={min}
          max={max}
          step={1}
          label={(current) => `${current}${unit}`}
          thumbLabel={label}
          onChange={onChange}
        />
      </Group>
    </Stack>
  );
}
