import { Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/** Props of {@link OutputChannels}. */
export interface OutputChannelsProps {
  label: string;
  /** The output's channel count: sides of a stereo output up to 2, channel chips above. */
  channelCount: number;
  channels: number[] | null;
  onChange(channels: number[] | null): void;
  /** The name of what null means, offered first: 'Both' (every channel) or 'With the click'. */
  noneLabel: string;
  /** What the line under the chips says when none is chosen. */
  noneHint: string;
}

type Side = 'none' | 'both' | 'left' | 'right';
const SIDE_CHANNELS: Record<Exclude<Side, 'none'>, number[]> = { both: [0, 1], left: [0], right: [1] };

function sideOf(channels: number[] | null, bothIsNone: boolean): Side {
  if (channels?.length === 1 && channels[0] === 0) return 'left';
  if (channels?.length === 1 && channels[0] === 1) return 'right';
  return !channels || bothIsNone ? 'none' : 'both';
}

/**
 * One row of the output settings: hard left, hard right or both sides of a stereo output, or
 * chosen channels of an interface with more than two; null is the row's own default (`noneLabel`).
 */
export function OutputChannels({ label, channelCount, channels, onChange, noneLabel, noneHint }: OutputChannelsProps) {
  const labelId = useId();
  // 'Both' is every channel for the click (null) and both sides for the cues ([0, 1]).
  const bothIsNone = noneLabel === 'Both';
  const sides = [
    { label: noneLabel, value: 'none' },
    ...(bothIsNone ? [] : [{ label: 'Both', value: 'both' }]),
    { label: 'Left', value: 'left' },
    { label: 'Right', value: 'right' },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {channelCount > 2 ? (
        <>
          <Chip.Group
            multiple
            value={(channels ?? []).map(String)}
            onChange={(values) => onChange(values.length ? values.map(Number).sort((a, b) => a - b) : null)}
          >
            <Group gap={6} role="group" aria-labelledby={labelId}>
              {Array.from({ length: channelCount }, (_, channel) => (
                <Chip key={channel} value={String(channel)} size="sm">
                  {`Channel ${channel + 1}`}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            {channels ? 'The other channels stay silent.' : noneHint}
          </Text>
        </>
      ) : (
        <SegmentedControl
          aria-labelledby={labelId}
          data={sides}
          value={sideOf(channels, bothIsNone)}
          onChange={(side) => onChange(side === 'none' ? null : SIDE_CHANNELS[side as Exclude<Side, 'none'>])}
        />
      )}
    </Stack>
  );
}
