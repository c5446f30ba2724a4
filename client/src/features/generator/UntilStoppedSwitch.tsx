import { Text } from '@mantine/core';
import { useId } from 'react';

/** Props of {@link UntilStoppedSwitch}. */
export interface UntilStoppedSwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * The generator's 'Until I stop' switch. A native checkbox in the switch role rather than Mantine's
 * Switch: the signed-in home's first load is held to a byte budget, and Mantine's Switch added
 * about 2 KiB to it for one control.
 */
export function UntilStoppedSwitch({ checked, onChange }: UntilStoppedSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <label
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 10,
          minHeight: 44,
          cursor: 'pointer',
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          style={{ width: 22, height: 22, margin: 0, accentColor: 'var(--mantine-primary-color-filled)' }}
        />
        Until I stop
      </label>
      <Text id={hintId} size="xs" c="dimmed">
        Play keeps clicking until you press Stop; Download WAV keeps the duration
      </Text>
    </div>
  );
}
