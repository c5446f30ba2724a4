import { Button, Group, NumberInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BPM_MAX, BPM_MIN, type BpmSource } from '../../../../schema/limits';
import { messages } from '../../../../schema/validation/messages';
import { TAP_TEMPO_MIN_TAPS_SHOWN, TapTempo } from '../../audio/tapTempo';

/** Props of {@link TempoEditor}. */
export interface TempoEditorProps {
  /** The tempo shown, in BPM. */
  value: number;
  /** A new tempo and how it was set: 'manual' (typed, ×2, ÷2) or 'tap'. */
  onChange: (bpm: number, source: BpmSource) => void;
  /** Label of the number field; default 'Tempo (BPM)'. */
  label?: string;
  /** Disables every control (e.g. while saving). */
  disabled?: boolean;
}

/**
 * A short visible label with a spoken name: the name comes from text, not aria-label, so the
 * visible text never contradicts it (axe: label-content-name-mismatch).
 */
function ButtonName({ visible, spoken }: { visible: string; spoken: string }) {
  return (
    <>
      <span aria-hidden>{visible}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}

function isBpm(value: number): boolean {
  return Number.isInteger(value) && value >= BPM_MIN && value <= BPM_MAX;
}

function tapStatus(tapCount: number, detectedBpm: number | null): string {
  if (detectedBpm !== null) return `Tapped: ${detectedBpm} BPM`;
  if (tapCount === 0) return `Tap ${TAP_TEMPO_MIN_TAPS_SHOWN} or more times (or press T)`;
  const left = TAP_TEMPO_MIN_TAPS_SHOWN - tapCount;
  return `Keep tapping: ${left} more ${left === 1 ? 'tap' : 'taps'}`;
}

/**
 * Sets a tempo by typing it (40–240), doubling or halving it, or tapping along (a Tap button, or
 * the T key anywhere inside the editor). Tapping follows SPEC.md §4/§9 (client/src/audio/tapTempo.ts):
 * the tapped tempo is shown and applied from the 3rd tap on, a pause over 2 s starts again.
 */
export function TempoEditor({ value, onChange, label = 'Tempo (BPM)', disabled = false }: TempoEditorProps) {
  const [draft, setDraft] = useState<string | number>(value);
  const [tapReading, setTapReading] = useState({ tapCount: 0, detectedBpm: null as number | null });
  const tapTempo = useRef(new TapTempo());
  const statusId = useId();

  useEffect(() => setDraft(value), [value]);

  const draftNumber = typeof draft === 'number' ? draft : Number.parseFloat(draft);
  const draftError = draft !== '' && !isBpm(draftNumber) ? messages.bpmRange : null;
  const doubled = value * 2;
  const halved = Math.round(value / 2);

  const tap = () => {
    const reading = tapTempo.current.tap(performance.now());
    setTapReading({ tapCount: reading.tapCount, detectedBpm: reading.detectedBpm });
    if (reading.detectedBpm !== null) onChange(reading.detectedBpm, 'tap');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.key.toLowerCase() !== 't' || event.ctrlKey || event.metaKey || event.altKey) return;
    // The number field takes no letters; T there (or on a button) is a tap, not text.
    event.preventDefault();
    tap();
  };

  return (
    <Stack gap="xs" onKeyDown={onKeyDown}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          label={label}
          value={draft}
          min={BPM_MIN}
          max={BPM_MAX}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          // Narrower on a phone (its label may run over the buttons' top), so the three buttons fit beside it in a card.
          w={{ base: 104, xs: 130 }}
          labelProps={{ style: { whiteSpace: 'nowrap' } }}
          disabled={disabled}
          error={draftError}
          onChange={(next) => {
            setDraft(next);
            const parsed = typeof next === 'number' ? next : Number.parseFloat(next);
            if (isBpm(parsed) && parsed !== value) onChange(parsed, 'manual');
          }}
          onBlur={() => {
            if (!isBpm(draftNumber)) setDraft(value);
          }}
        />
        <Button variant="default" disabled={disabled || halved < BPM_MIN} onClick={() => onChange(halved, 'manual')}>
          <ButtonName visible="÷2" spoken="Halve tempo" />
        </Button>
        <Button variant="default" disabled={disabled || doubled > BPM_MAX} onClick={() => onChange(doubled, 'manual')}>
          <ButtonName visible="×2" spoken="Double tempo" />
        </Button>
        <Button variant="filled" aria-describedby={statusId} disabled={disabled} onClick={tap}>
          <ButtonName visible="Tap" spoken="Tap tempo" />
        </Button>
      </Group>
      <Text id={statusId} size="sm" c="dimmed" role="status" aria-live="polite">
        {tapStatus(tapReading.tapCount, tapReading.detectedBpm)}
      </Text>
    </Stack>
  );
}
