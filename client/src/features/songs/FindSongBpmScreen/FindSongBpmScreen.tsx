import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BPM_DEFAULT } from '../../../../../schema/limits';
import { AddToChosenPlaylist } from '../FindSongBpm/AddToChosenPlaylist';
import { ChosenSongTempo } from '../FindSongBpm/ChosenSongTempo';
import { DetectFromFile } from '../FindSongBpm/DetectFromFile';
import type { SearchSong, SongResultStatus, SongTempoChoice } from '../SongSearch/searchSong';
import { SongSearch } from '../SongSearch/SongSearch';
import { TempoEditor } from '../../../components/TempoEditor/TempoEditor';
import { useSongTempoLookup } from '../../../hooks/useSongTempoLookup';
import '../../../styles/screens/findSongBpm';

/**
 * /add-to-playlist without an id, 'Find Song BPM': search a song and see its tempo and where it
 * came from, tap along (Tap or the T key), type, double or halve it, or detect it from an audio
 * file ('Use this tempo': source 'detected'); then add the song with that tempo to one of the
 * user's playlists.
 */
export function FindSongBpmScreen() {
  const [song, setSong] = useState<SearchSong | null>(null);
  const [tempo, setTempo] = useState<SongTempoChoice | null>(null);
  const lookUpTempo = useSongTempoLookup();
  // The song whose lookup counts: choosing another one meanwhile makes an older answer stale.
  const wantedSongId = useRef<string | null>(null);

  const statusOf = useCallback(
    (result: SearchSong): SongResultStatus =>
      result.id !== song?.id ? 'available' : tempo ? 'selected' : 'processing',
    [song, tempo],
  );

  const pick = (picked: SearchSong) => {
    if (picked.id === song?.id) {
      wantedSongId.current = null;
      setSong(null);
      return;
    }
    wantedSongId.current = picked.id;
    setSong(picked);
    setTempo(null);
    void lookUpTempo(picked).then(({ bpm, bpmSource, albumArt }) => {
      if (wantedSongId.current !== picked.id) return;
      setTempo({ bpm, bpmSource });
      if (!picked.albumArt && albumArt) setSong({ ...picked, albumArt });
    });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Find Song BPM</Title>
          <Text c="dimmed">
            Look up a song&apos;s tempo, tap along or detect it from an audio file, and add the song to a playlist.
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/playlists">
              Back to Playlists
            </Anchor>
          </Group>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SongSearch statusOf={statusOf} onPick={pick} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ChosenSongTempo song={song} tempo={tempo} />
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tap-pad-heading">
                <Title order={2} size="h4" id="tap-pad-heading" mb="xs">
                  Tap Along
                </Title>
                <TempoEditor
                  value={tempo?.bpm ?? BPM_DEFAULT}
                  disabled={song !== null && tempo === null}
                  onChange={(bpm, bpmSource) => setTempo({ bpm, bpmSource })}
                />
              </Paper>
              <Paper withBorder p="md" radius="md">
                <DetectFromFile onUse={(bpm) => setTempo({ bpm, bpmSource: 'detected' })} />
              </Paper>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-heading">
                <Title order={2} size="h4" id="add-heading" mb="xs">
                  Add to a Playlist
                </Title>
                <AddToChosenPlaylist song={song} tempo={tempo} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
