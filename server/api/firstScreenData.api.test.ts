import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../schema/firstScreen';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// The page of a set list and of its stage carries the screen's first data for a viewer who may read
// the playlist, and nothing for anyone else.

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'miq-first-screen-'));
const statements: string[] = [];
let app: TestApp;

beforeAll(async () => {
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><head><title>Music IQueue</title></head><body><div id="root"></div></body>',
  );
  mkdirSync(path.join(clientDir, 'assets'));
  app = await startTestApp({ clientDir, onQuery: (statement) => statements.push(statement) });
});
afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function signedIn() {
  const { user, password } = await buildUser(app.em());
  return { user, client: await (await newClient(app)).logIn(user.username, password) };
}

const pageOf = async (agent: ApiClient['agent'], pagePath: string) =>
  (await agent.get(pagePath).set('Accept', 'text/html')).text;

/** The first data of a page, parsed as the client reads it; undefined when there is none. */
function firstDataIn(html: string): FirstScreenData | undefined {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstScreenData) : undefined;
}

describe("a set list's page", () => {
  it("carries the playlist's name for its owner, and on the stage its first song and length", async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { name: 'Friday gig', trackCount: 3 });

    const page = await client.agent.get(`/playlist/${playlist.id}`).set('Accept', 'text/html');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(firstDataIn(page.text)).toEqual({
      path: `/playlist/${playlist.id}`,
      playlistName: 'Friday gig',
    });
    expect(firstDataIn(await pageOf(client.agent, `/playlist/${playlist.id}/perform`))).toEqual({
      path: `/playlist/${playlist.id}/perform`,
      playlistName: 'Friday gig',
      firstSong: { name: 'Song 1', artist: 'Band', bpm: 100, songCount: 3 },
    });
  });

  it('carries it for a bandmate it is shared with, and not for another user or a visitor', async () => {
    const owner = await signedIn();
    const bandmate = await signedIn();
    const stranger = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Shared set', trackCount: 1 });
    await buildShare(app.em(), playlist, bandmate.user, owner.user);
    const stage = `/playlist/${playlist.id}/perform`;

    expect(firstDataIn(await pageOf(bandmate.client.agent, stage))?.firstSong).toMatchObject({ name: 'Song 1' });
    for (const agent of [stranger.client.agent, new ApiClient(app).agent]) {
      const html = await pageOf(agent, stage);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
      expect(html).not.toContain('Shared set');
    }
  });

  it('writes < as \\u003c, so a name cannot close the element', async () => {
    const { user, client } = await signedIn();
    const name = '</script><script>alert(1)</script>';
    const playlist = await buildPlaylist(app.em(), user, { name });

    const html = await pageOf(client.agent, `/playlist/${playlist.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(firstDataIn(html)?.playlistName).toBe(name);
  });

  it('costs no query for a visitor or on other pages, and sends nothing for a set list that is not there', async () => {
    const { client } = await signedIn();
    statements.length = 0;
    await pageOf(new ApiClient(app).agent, '/playlist/00000000-0000-4000-8000-000000000000');
    await pageOf(client.agent, '/playlists');
    await pageOf(client.agent, '/');
    expect(statements).toEqual([]);

    const html = await pageOf(client.agent, '/playlist/00000000-0000-4000-8000-000000000000/perform');
    expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(await pageOf(client.agent, '/playlist/not-an-id')).not.toContain(FIRST_SCREEN_DATA_ID);
  });
});
