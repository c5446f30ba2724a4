import { List, Paper, Text, Title } from '@mantine/core';

/** The 'How To' panel of /add-to-playlist/{id} (SPEC.md §2): the steps of adding songs. */
export function HowToPanel() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="how-to-heading">
      <Title order={2} size="h4" id="how-to-heading" mb="xs">
        How To
      </Title>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>Type at least 3 characters of a song title or artist.</List.Item>
        <List.Item>
          Press a song to select it; its tempo is looked up (&lsquo;Processing&rsquo;). Press it again to unselect it.
        </List.Item>
        <List.Item>
          Check each tempo: &lsquo;estimated&rsquo; means a guess. Fix it by typing, ×2 or ÷2, or by tapping along (Tap,
          or the T key).
        </List.Item>
        <List.Item>Press the add button to save the selected songs to the playlist.</List.Item>
      </List>
      <Text size="sm" mt="xs">
        Not found? Add a custom track with your own name, artist and tempo.
      </Text>
    </Paper>
  );
}
