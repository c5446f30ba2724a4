import { MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REHEARSAL_NAMED_LEADERS_MAX } from '../../../../schema/limits';
import type { RehearsalRoom } from './live/useRehearsal';

/** Props of {@link LeadersSetting}. */
export interface LeadersSettingProps {
  room: RehearsalRoom;
  /** The people the playlist is shared with, who may be named. */
  bandmates: readonly string[];
  busy: boolean;
  onChange(anyoneMayLead: boolean, leaders: string[]): void;
}

const ANYONE = 'anyone';
const NAMED = 'named';

/** The owner's choice of who may lead the playlist's rehearsals: anyone in the room (asking the leader), or the owner and the people named. */
export function LeadersSetting({ room, bandmates, busy, onChange }: LeadersSettingProps) {
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="xs">
      <Text fw={600} id="who-may-lead">
        Who may lead
      </Text>
      <SegmentedControl
        aria-labelledby="who-may-lead"
        // The two choices side by side are wider than a phone.
        orientation={narrow ? 'vertical' : 'horizontal'}
        value={room.anyoneMayLead ? ANYONE : NAMED}
        disabled={busy}
        onChange={(value) => onChange(value === ANYONE, room.namedLeaders)}
        data={[
          { value: ANYONE, label: 'Anyone (asks the leader)' },
          { value: NAMED, label: 'Me and people I name' },
        ]}
      />
      {!room.anyoneMayLead && (
        <MultiSelect
          label="People who may lead"
          placeholder={bandmates.length ? 'Choose bandmates' : 'Share the playlist to name bandmates'}
          data={[...bandmates]}
          value={room.namedLeaders}
          maxValues={REHEARSAL_NAMED_LEADERS_MAX}
          disabled={busy || bandmates.length === 0}
          onChange={(leaders) => onChange(false, leaders)}
        />
      )}
    </Stack>
  );
}
