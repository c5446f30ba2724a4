import { Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { canChooseOutputDevice, type ClickOutput } from '../../audio/clickOutput';
import { loadClickOutput, saveClickOutput } from '../../hooks/clickOutputStore';
import type { ClickTrackPlayerLike } from '../../hooks/useClickTrack';
import { OutputChannels } from './OutputChannels';

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

/** `output` with the cues on `cueChannels`; with the click (the field left out) for null. */
function withCueChannels({ cueChannels: _was, ...output }: ClickOutput, cueChannels: number[] | null): ClickOutput {
  return cueChannels ? { ...output, cueChannels } : output;
}

/**
 * 'Click output' and 'Cue output', kept on this device: the click on both sides, hard left or hard
 * right of a stereo output (the in-ears on one side), or on chosen channels of an interface with
 * more than two, and the spoken cues with the click or on sides or channels of their own; and,
 * where the browser can (Chromium's `setSinkId`), both on another output device than the system's —
 * elsewhere a sentence says the system's output is used. The cues get no device of their own: a
 * second AudioContext runs on a clock of its own and would drift from the click.
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
    <Stack gap="xs">
      <OutputChannels
        label="Click output"
        channelCount={channelCount}
        channels={output.channels}
        onChange={(channels) => choose({ ...output, channels })}
        noneLabel="Both"
        noneHint="No channel chosen: the click plays on all of them."
      />
      <OutputChannels
        label="Cue output"
        channelCount={channelCount}
        channels={output.cueChannels ?? null}
        onChange={(cueChannels) => choose(withCueChannels(output, cueChannels))}
        noneLabel="With the click"
        noneHint="No channel chosen: the cues play with the click."
      />
      {deviceChoice ? (
        <Select
          label="Output device"
          description="Click and cues play on this one device, so they stay sample-aligned."
          data={[{ value: '', label: "The system's output" }, ...devices]}
          value={output.deviceId}
          onChange={(deviceId) => choose({ ...output, deviceId: deviceId ?? '' })}
          allowDeselect={false}
          error={deviceError ? 'That output device is not available.' : undefined}
        />
      ) : (
        <Text size="xs" c="dimmed">
          This browser plays the click on the system&apos;s sound output; choosing another output device needs Chrome or
          Edge. Cues play on the click&apos;s output device.
        </Text>
      )}
    </Stack>
  );
}
