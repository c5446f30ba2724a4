import { Button, Group, Input, Slider } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
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

/** The − and + buttons' size: a touch target of at least 44 × 44 px (the number field's own steppers are far smaller). */
const STEP_BUTTON_PX = 44;

/**
 * An integer setting as a slider plus a number field (step 1; ArrowUp/ArrowDown step too) between
 * − and + buttons. The field takes digits; a number in range applies at once, anything else is
 * clamped to [min, max] when it loses focus. On a narrow screen the slider wraps below the field.
 */
export function RangeField({ label, value, min, max, onChange, unit = '', description }: RangeFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const id = useId();

  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: string | number) => {
    const parsed = typeof next === 'number' ? next : Number.parseFloat(next);
    const clamped = Number.isFinite(parsed) ? clampInteger(parsed, min, max) : value;
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    // Label and description above the whole row (as the field's own they would wrap within its
    // width); the wrapper still ties both to the field, as a screen reader expects.
    <Input.Wrapper id={id} label={label} description={description} labelProps={{ mb: 0 }}>
      <Group align="center" gap="md" wrap="wrap">
        <Group align="center" gap={4} wrap="nowrap">
          <Button
            variant="default"
            w={STEP_BUTTON_PX}
            h={STEP_BUTTON_PX}
            p={0}
            aria-label={`Decrease ${label}`}
            disabled={value <= min}
            onClick={() => commit(value - 1)}
          >
            {'\u2212'}
          </Button>
          {/* A plain text field taking digits only (Mantine's NumberInput would add its number-formatting library to the home page's first load). */}
          <Input
            value={draft}
            inputMode="numeric"
            autoComplete="off"
            w={96}
            styles={{ input: { height: STEP_BUTTON_PX, textAlign: 'center' } }}
            onChange={(event) => {
              const next = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
              setDraft(next);
              const parsed = Number.parseInt(next, 10);
              if (parsed >= min && parsed <= max) onChange(parsed);
            }}
            onBlur={() => commit(draft)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(draft);
              if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                commit(value + (event.key === 'ArrowUp' ? 1 : -1));
              }
            }}
          />
          <Button
            variant="default"
            w={STEP_BUTTON_PX}
            h={STEP_BUTTON_PX}
            p={0}
            aria-label={`Increase ${label}`}
            disabled={value >= max}
            onClick={() => commit(value + 1)}
          >
            +
          </Button>
        </Group>
        <Slider
          style={{ flex: '1 1 160px' }}
          value={value}
          min={min}
          max={max}
          step={1}
          label={(current) => `${current}${unit}`}
          thumbLabel={label}
          onChange={onChange}
        />
      </Group>
    </Input.Wrapper>
  );
}
