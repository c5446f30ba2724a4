import { Container, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FirstScreenData, FirstScreenSong } from '../../../../schema/firstScreen';
import { firstScreenDataAt } from '../../boot/firstScreenData';

/** Below this width the set list's page is laid out for a phone (PlaylistScreen's PHONE_QUERY). */
const SET_LIST_PHONE_QUERY = '(max-width: 48em)';

/** The stage's colours before the user's own stage theme is known (its Standard theme). */
const STAGE_COLORS = { background: '#f1f3f5', text: '#212529' };

/** The set list's name where its page will put it (PlaylistScreen's container and PlaylistHeader's title). */
function SetListHeading({ name }: { name: string }) {
  const phone = useMediaQuery(SET_LIST_PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Container size="md" py={phone ? 'sm' : 'xl'} px={phone ? 6 : undefined}>
      <Title order={1} size={phone ? 'h2' : undefined}>
        {name}
      </Title>
    </Container>
  );
}

/** The gaps of the stage's layout (StageScreen.css): around the whole, and between the song's lines. */
const column = (gap: string) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: `var(--mantine-spacing-${gap})`,
});

/**
 * The stage's first song in the type sizes and places of SongStage (below the top row of a default
 * button's height): where the set list is, title, artist and tempo.
 */
function StageSong({ playlistName, song }: { playlistName: string; song: FirstScreenSong }) {
  return (
    <div
      style={{
        ...column('sm'),
        background: STAGE_COLORS.background,
        color: STAGE_COLORS.text,
        padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
      }}
    >
      <div style={{ height: '2.25rem' }} />
      <div style={{ ...column('xs'), alignItems: 'center', textAlign: 'center' }}>
        <Text size="md">{`${playlistName} · Song 1 of ${song.songCount}`}</Text>
        <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.1}>
          {song.name}
        </Title>
        {song.artist && <Text fz={{ base: 20, sm: 26 }}>{song.artist}</Text>}
        <Text fz={{ base: 72, sm: 120 }} fw={800} lh={1}>
          {song.bpm} BPM
        </Text>
      </div>
    </div>
  );
}

/** What of `data` the screen at its path shows first, or null (a stage opened at another song than the first). */
function previewOf(data: FirstScreenData, search: string) {
  if (data.firstSong) {
    if (new URLSearchParams(search).has('trackId')) return null;
    return <StageSong playlistName={data.playlistName} song={data.firstSong} />;
  }
  if (data.firstSong === undefined) return <SetListHeading name={data.playlistName} />;
  return null;
}

/**
 * A picture for the eye only: hidden from assistive technology (the loader's status says
 * 'Loading...'), so a screen reader, or anything waiting for the screen's heading, meets the screen
 * itself, whose keys and buttons work, not this preview of it.
 */
function ForTheEye({ children }: { children: ReactNode }) {
  return <div aria-hidden="true">{children}</div>;
}

/**
 * The first data the page came with (boot/firstScreenData.ts), drawn where its screen will draw it:
 * a set list's name, or the stage's first song and tempo. Shown by the loader in front of those
 * screens, so their largest text is painted by main.js's first render instead of after the sign-in
 * check, the app's code and the screen's query. Nothing on other paths or without data. The
 * screens do not import it: a screen's chunk importing this module of main.js made the bundler
 * split main.js (one more file and ~5 KiB more on every first load).
 */
export function FirstScreenPreview() {
  const { pathname, search } = useLocation();
  const data = firstScreenDataAt(pathname);
  const preview = data ? previewOf(data, search) : null;
  return preview && <ForTheEye>{preview}</ForTheEye>;
}
