import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_CALIBRATION_MS } from '../../live/audioSchedule';

/** Props of {@link OutputOffset}. */
export interface OutputOffsetProps {
  valueMs: number;
  onChange(ms: number): void;
  /** Plays four clicks on the room clock's next whole seconds (null: not now, e.g. while a song plays). */
  onTestClick: (() => void) | null;
}

/**
 * This device's output correction: what the browser does not report, such as
 * Bluetooth headphones (150–250 ms). Kept on the device, not with the account.
 */
export function OutputOffset({ valueMs, onChange, onTestClick }: OutputOffsetProps) {
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Output delay of this device (ms)"
          description="If this device clicks after the others, raise it until they sound together (Bluetooth headphones need 150–250)"
          min={-MAX_CALIBRATION_MS}
          max={MAX_CALIBRATION_MS}
          step={5}
          allowDecimal={false}
          clampBehavior="strict"
          value={valueMs}
          onChange={(value) => onChange(typeof value === 'number' ? value : 0)}
          maw={360}
        />
        <Button variant="default" onClick={() => onTestClick?.()} disabled={!onTestClick}>
          Test click
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Test click plays four clicks on the room clock's whole seconds: press it on two devices, and they should click
        together. A song's click moves at its next bar.
      </Text>
    </Stack>
  );
}
