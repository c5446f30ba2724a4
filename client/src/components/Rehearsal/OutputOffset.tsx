import { NumberInput, Stack, Text } from '@mantine/core';
import { MAX_CALIBRATION_MS } from '../../live/audioSchedule';

/** Props of {@link OutputOffset}. */
export interface OutputOffsetProps {
  valueMs: number;
  onChange(ms: number): void;
}

/**
 * This device's output correction (issue 24 §4): what the browser does not report, such as
 * Bluetooth headphones (150–250 ms). Kept on the device, not with the account.
 */
export function OutputOffset({ valueMs, onChange }: OutputOffsetProps) {
  return (
    <Stack gap={4}>
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
      <Text size="xs" c="dimmed">
        The click moves at the next bar.
      </Text>
    </Stack>
  );
}
