import { E2E_DEMO_PASSWORD } from './support/appProcess';
import { logInWithApi, useAppInBrowser } from './support/browserApp';
import { FAKE_SONGS, STEADY_BEAT } from '../testkit/fakeMusicServices';

// The built server as a process, pointed at the fake music services: song search and tempo from a
// signed-in browser page, and the album art it answers loads in the page (the CSP allows it).

const app = useAppInBrowser({ fakeMusic: true });

describe('song search and tempo from the browser', () => {
  it('finds the fake songs with album art that loads, and looks up a tempo', async () => {
    const { context, page } = await app.openSession();
    await page.goto('/');
    await logInWithApi(context, 'demo', E2E_DEMO_PASSWORD);

    const songs = await page.evaluate(async () => (await fetch('/api/music/search?q=fake%20hits')).json());
    expect(songs).toHaveLength(FAKE_SONGS.length);
    const steady = (songs as Array<{ id: string; albumArt: string | null }>).find(
      (song) => song.id === STEADY_BEAT.id,
    )!;
    expect(steady.albumArt).toBe(`${app.music.env.COVERART_URL}/release/${STEADY_BEAT.releaseId}/front-250`);

    const loaded = await page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(-1);
          image.src = src;
        }),
      steady.albumArt!,
    );
    expect(loaded).toBe(1);

    const tempo = await page.evaluate(
      async (query) => (await fetch(`/api/music/bpm?${query}`)).json(),
      new URLSearchParams({ id: STEADY_BEAT.id, name: STEADY_BEAT.title, artist: STEADY_BEAT.artist }).toString(),
    );
    expect(tempo).toEqual({ bpm: 128, bpmSource: 'lookup', provider: 'acousticbrainz', albumArt: steady.albumArt });
    expect(app.music.requestsTo('musicbrainz')[0]!.headers['user-agent']).toMatch(
      /^MusicIQueue\/\d+\.\d+\.\d+ \( tests@music-iqueue\.test \)$/,
    );
  });
});
