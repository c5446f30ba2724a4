import { Button, FileButton, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { USER_SOUND_MAX_MS, USER_SOUND_NAME_MAX_LENGTH, USER_SOUNDS_MAX_COUNT } from '../../../../schema/limits';
import { messages } from '../../../../schema/validation/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { ProfileSection } from './ProfileSection';
import { ListStatus } from '../../components/ListStatus/ListStatus';
import { RowButton } from '../../components/RowButton/RowButton';
import {
  MySoundsDocument,
  useDeleteSoundMutation,
  useMySoundsQuery,
  type UserSoundRowFragment,
} from '../../graphql/generated';
import { showToast } from '../../toast';
import { soundAudioUrl } from './soundAudioUrl';
import { checkSoundFile, SOUND_FILE_TYPES, uploadSound } from './uploadSound';

/** A sound's length as the list shows it: seconds with two decimals. */
export function formatSoundDuration(durationMs: number): string {
  return `${(durationMs / 1000).toFixed(2)} s`;
}

/** Plays a stored sound once through the page's own audio element (its owner's preview). */
function preview(sound: UserSoundRowFragment): void {
  void new Audio(soundAudioUrl(sound.id)).play().catch(() => {
    showToast({ color: 'red', title: 'Error', message: `Could not play “${sound.name}”` });
  });
}

/**
 * 'My sounds' on /profile: upload a short sound of one's own with a name (WAV, MP3 or Ogg; the
 * server trims and normalises it), list them with their length, hear one, delete one.
 */
export function MySoundsSection() {
  const soundsQuery = useMySoundsQuery({ fetchPolicy: 'cache-and-network' });
  const { data, refetch } = soundsQuery;
  const [deleteSound] = useDeleteSoundMutation({ refetchQueries: [MySoundsDocument] });
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<UserSoundRowFragment | null>(null);
  const sounds = data?.sounds ?? [];

  const upload = async () => {
    const trimmed = name.trim();
    const refusal = !trimmed ? messages.soundNameRequired : !file ? messages.soundMissing : checkSoundFile(file);
    setProblem(refusal);
    if (refusal || !file) return;
    setUploading(true);
    try {
      const stored = await uploadSound(trimmed, file);
      await refetch();
      setName('');
      setFile(null);
      showToast({
        color: 'green',
        title: 'Sound added',
        message: `“${stored.name}” (${formatSoundDuration(stored.durationMs)})`,
      });
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    const sound = deleting;
    setDeleting(null);
    if (!sound) return;
    const deleted = await deleteSound({ variables: { id: sound.id } }).then(
      () => true,
      () => false,
    );
    showToast(
      deleted
        ? { color: 'green', title: 'Sound deleted', message: `“${sound.name}” is gone.` }
        : { color: 'red', title: 'Error', message: 'Failed to delete the sound' },
    );
  };

  return (
    <ProfileSection
      id="my-sounds-title"
      title="My sounds"
      intro={
        `Your own click sounds: WAV, MP3 or Ogg, at most 1 MB and ${USER_SOUND_MAX_MS / 1000} seconds. ` +
        `The silence before the hit is cut and the level evened out. Up to ${USER_SOUNDS_MAX_COUNT} sounds.`
      }
      dialog={
        <ConfirmDialog
          opened={deleting !== null}
          title="Delete Sound"
          message={`Delete “${deleting?.name ?? ''}”? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
        />
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Sound name"
            maxLength={USER_SOUND_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <FileButton onChange={setFile} accept={SOUND_FILE_TYPES}>
            {(props) => (
              <Button variant="default" {...props}>
                {file ? `File: ${file.name}` : 'Choose file'}
              </Button>
            )}
          </FileButton>
          <Button type="submit" disabled={uploading}>
            {uploading ? 'Uploading...' : 'Upload sound'}
          </Button>
        </Group>
        {problem && (
          <Text c="red.9" size="sm" mt="xs" role="alert">
            {problem}
          </Text>
        )}
      </form>
      <ListStatus what="sounds" query={soundsQuery} empty={sounds.length === 0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Length</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sounds.map((sound) => (
              <Table.Tr key={sound.id}>
                <Table.Td>{sound.name}</Table.Td>
                <Table.Td>{formatSoundDuration(sound.durationMs)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <RowButton name={`Play sound ${sound.name}`} onClick={() => preview(sound)}>
                      Play
                    </RowButton>
                    <RowButton name={`Delete sound ${sound.name}`} onClick={() => setDeleting(sound)} danger>
                      Delete
                    </RowButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStatus>
    </ProfileSection>
  );
}
