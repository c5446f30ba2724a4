import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DetectFromFile } from '../components/FindSongBpm/DetectFromFile';
import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /add-to-playlist/:id (song search, built later) and /add-to-playlist, "Find Song BPM". */
export function AddToPlaylistPage() {
  const { id } = useParams();
  return id ? <PagePlaceholder title="Add Songs to Playlist" description="Song search and custom tracks will appear here." /> : <FindSongBpm />;
}

/** /add-to-playlist: find a song's tempo (so far: from an audio file; search and tapping join later). */
function FindSongBpm() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Find Song BPM</Title>
          <Text c="dimmed" mt="xs">
            Find the tempo of a song from an audio file.
          </Text>
        </div>
        <DetectFromFile />
      </Stack>
    </Container>
  );
}
