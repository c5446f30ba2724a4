import { Alert, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineAlert } from '../../../offline/OfflineAlert';
import { DelayedLoader } from '../../../components/DelayedLoader/DelayedLoader';

/** Props of {@link PlaylistUnavailable}. */
export interface PlaylistUnavailableProps {
  loading: boolean;
  notFound: boolean;
  /** Offline with no saved copy on this device. */
  unreachable: boolean;
  /** The Home and 'Back to Playlists' buttons. */
  navigation: ReactNode;
}

/** The playlist screen while there is no playlist to show: loading, not found, offline without a copy, or failed. */
export function PlaylistUnavailable({ loading, notFound, unreachable, navigation }: PlaylistUnavailableProps) {
  return (
    <Container size="md" py="xl">
      {loading ? (
        <Group gap="sm" role="status">
          <DelayedLoader size="sm" aria-hidden />
          <Text>Loading playlist...</Text>
        </Group>
      ) : notFound ? (
        <Alert color="red" title="Playlist Not Found" role="alert">
          <Text size="sm">This playlist doesn&apos;t exist or you don&apos;t have access to it.</Text>
          <Text size="sm">Taking you back to your playlists...</Text>
        </Alert>
      ) : unreachable ? (
        <OfflineAlert title="You are offline">
          <Text size="sm">
            This playlist has no saved copy on this device. Open it once while online to keep it for offline use.
          </Text>
        </OfflineAlert>
      ) : (
        <Text c="red">Failed to load playlist data. Please try again.</Text>
      )}
      <Group mt="lg">{navigation}</Group>
    </Container>
  );
}
