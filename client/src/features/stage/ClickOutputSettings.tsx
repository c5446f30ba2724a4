import { Chip, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { canChooseOutputDevice, type ClickOutput } from '../../audio/clickOutput';
import { loadClickOutput, saveClickOutput } from '../../hooks/clickOutputStore';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';

const SIDES = [
  { label: 'Both', value: 'both' },
  { label: 'Left', value: 'left' },
  { label: 'Right', value: 'right' },
] as const;
type Side = (typeof SIDES)[number]['value'];

function sideOf(channels: number[] | null): Side {
  if (channels?.length === 1 && channels[0] === 0) return 'left';
  if (channels?.length === 1 && channels[0] === 1) return 'right';
  return 'both';
}

/** The system's audio outputs (labels appear once the browser has granted audio devices to the site; else 'Output N'). */
function useOutputDevices(enabled: boolean): Array<{ value: string; label: string }> {
  const [devices, setDevices] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    if (!enabled || !navigator.mediaDevices?.enumerateDevices) return undefined;
    let current = true;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((all) => {
        const outputs = all.filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default');
        if (current)
          setDevices(
            outputs.map((device, i) => ({ value: device.deviceId, label: device.label || `Output ${i + 1}` })),
          );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  return devices;
}

/**
 * 'Click output', kept on this device: the click on both sides, hard left or hard right of a stereo
 * output (the in-ears on one side), or on chosen channels of an interface with more than two; and,
 * where the browser can (Chromium's `setSinkId`), on another output device than the system's —
 * elsewhere a sentence says the system's output is used.
 */
export function ClickOutputSettings({ getPlayer }: { getPlayer: () => ClickTrackPlayerLike | null }) {
  const [output, setOutput] = useState<ClickOutput>(loadClickOutput);
  const [channelCount, setChannelCount] = useState(2);
  const [deviceError, setDeviceError] = useState(false);
  const deviceChoice = canChooseOutputDevice();
  const devices = useOutputDevices(deviceChoice);
  useEffect(() => setChannelCount(getPlayer()?.outputChannelCount() ?? 2), [getPlayer]);

  const choose = (next: ClickOutput) => {
    setOutput(next);
    saveClickOutput(next);
    setDeviceError(false);
    void getPlayer()
      ?.setOutput(next)
      .catch(() => setDeviceError(true));
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="click-output-label">
        Click output
      </Text>
      {channelCount > 2 ? (
        <Chip.Group
          multiple
          value={(output.channels ?? []).map(String)}
          onChange={(values) =>
            choose({ ...output, channels: values.length ? values.map(Number).sort((a, b) => a - b) : null })
          }
        >
          <Group gap={6} role="group" aria-labelledby="click-output-label">
            {Array.from({ length: channelCount }, (_, channel) => (
              <Chip key={channel} value={String(channel)} size="sm">
                {`Channel ${channel + 1}`}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : (
        <SegmentedControl
          aria-labelledby="click-output-label"
          data={[...SIDES]}
          value={sideOf(output.channels)}
          onChange={(side) => choose({ ...output, channels: side === 'left' ? [0] : side === 'right' ? [1] : null })}
        />
      )}
      {channelCount > 2 && (
        <Text size="xs" c="dimmed">
          {output.channels ? 'The other channels stay silent.' : 'No channel chosen: the click plays on all of them.'}
        </Text>
      )}
      {deviceChoice ? (
        <Select
          label="Output device"
          data={[{ value: '', label: "The system's output" }, ...devices]}
          value={output.deviceId}
          onChange={(deviceId) => choose({ ...output, deviceId: deviceId ?? '' })}
          allowDeselect={false}
          error={deviceError ? 'That output device is not available.' : undefined}
        />
      ) : (
        <Text size="xs" c="dimmed">
          This browser plays the click on the system&apos;s sound output; choosing another output device needs Chrome or
          Edge.
        </Text>
      )}
    </Stack>
  );
}
