import { NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import type { MidiOutModel } from '../../hooks/useMidiOut';
import { CLOCK_OFFSET_MS_MAX } from '../../midi/midiLimits';

/**
 * 'MIDI out', next to the click output: MIDI clock with Start/Stop to a drum machine or looper,
 * following the song map. Off until turned on (only then does the browser ask for MIDI); the port
 * and a clock offset to line the gear up with the audible click are kept on this device.
 */
export function MidiOutSettings({ midi }: { midi: MidiOutModel }) {
  return (
    <Stack gap={4}>
      <Switch
        label="MIDI out: clock and start/stop"
        checked={midi.on}
        onChange={(event) => midi.setOn(event.currentTarget.checked)}
      />
      {midi.error && (
        <Text size="sm" c="red.8" role="alert">
          {midi.error}
        </Text>
      )}
      {midi.on && !midi.error && (
        <>
          {midi.ports.length > 0 ? (
            <Select
              label="MIDI output"
              data={midi.ports.map((port) => ({ value: port.id, label: port.name }))}
              value={midi.choice.portId || null}
              onChange={(portId) => portId && midi.choosePort(portId)}
              allowDeselect={false}
            />
          ) : (
            <Text size="xs" c="dimmed">
              No MIDI output is connected.
            </Text>
          )}
          <NumberInput
            label="Clock offset"
            description="Later (+) or earlier (−) than the click, to line the gear up with it"
            w={220}
            min={-CLOCK_OFFSET_MS_MAX}
            max={CLOCK_OFFSET_MS_MAX}
            clampBehavior="strict"
            allowDecimal={false}
            suffix=" ms"
            value={midi.choice.offsetMs}
            onChange={(value) => midi.setOffsetMs(typeof value === 'number' ? value : 0)}
          />
        </>
      )}
    </Stack>
  );
}
