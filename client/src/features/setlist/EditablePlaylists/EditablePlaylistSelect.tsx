import { Anchor, Select, Text, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditablePlaylists } from './useEditablePlaylists';

/** Props of {@link EditablePlaylistSelect}: a Select's, with the playlists to choose from. */
export interface EditablePlaylistSelectProps extends Omit<SelectProps, 'data' | 'onChange'> {
  groups: EditablePlaylists['groups'];
  loading: boolean;
  onChange: (playlistId: string | null) => void;
}

/** The 'Playlist' picker of the playlists the user may edit, grouped (their own, then the system ones for an admin). */
export function EditablePlaylistSelect({ groups, loading, onChange, ...props }: EditablePlaylistSelectProps) {
  return (
    <Select
      label="Playlist"
      placeholder={loading ? 'Loading playlists...' : 'Choose a playlist'}
      data={groups}
      onChange={onChange}
      allowDeselect={false}
      {...props}
    />
  );
}

/** Said where there is no playlist to choose: `lead` and a link to /playlists, where one is created. */
export function NoEditablePlaylist({ lead }: { lead: ReactNode }) {
  return (
    <Text size="sm">
      {lead}{' '}
      <Anchor component={Link} to="/playlists" underline="always">
        your playlists
      </Anchor>
      .
    </Text>
  );
}
