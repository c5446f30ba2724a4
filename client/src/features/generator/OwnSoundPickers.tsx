import { Group, Select, Stack, Text } from '@mantine/core';
import { OWN_SOUND_LEVELS, type OwnSoundLevel } from '../../audio/ownSounds';
import { useMySoundsQuery } from '../../graphql/generated';
import type { OwnSoundsModel } from './useOwnSounds';

const LABELS: Record<OwnSoundLevel, string> = {
  accent: 'Accent',
  normal: 'Normal',
  soft: 'Soft',
  subdivision: 'Subdivision',
  'count-in': 'Count-in',
};
const BUILT_IN = 'built-in';

/**
 * 'Your sounds' in the generator and the Edit track dialog, for a signed-in user with sounds of
 * their own (uploaded under 'My sounds' on /profile): one picker per level; 'Built-in' keeps the
 * level's synthesized click.
 */
export function OwnSoundPickers({ own }: { own: Pick<OwnSoundsModel, 'choices' | 'choose'> }) {
  const { data } = useMySoundsQuery({ fetchPolicy: 'cache-and-network' });
  const sounds = data?.sounds ?? [];
  if (sounds.length === 0) return null;
  const choices = [
    { value: BUILT_IN, label: 'Built-in' },
    ...sounds.map((sound) => ({ value: sound.id, label: sound.name })),
  ];
  return (
    <Stack gap="xs" component="section" aria-label="Your sounds">
      <Text size="sm" fw={500}>
        Your sounds
      </Text>
      <Group align="flex-end">
        {OWN_SOUND_LEVELS.map((level) => (
          <Select
            key={level}
            style={{ flex: '1 1 130px' }}
            label={`${LABELS[level]}: your sound`}
            data={choices}
            value={sounds.some((sound) => sound.id === own.choices[level]) ? own.choices[level]! : BUILT_IN}
            allowDeselect={false}
            onChange={(value) => own.choose(level, value === BUILT_IN ? null : value)}
          />
        ))}
      </Group>
    </Stack>
  );
}
