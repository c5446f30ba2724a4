import { Track, type User } from '../entities';
import { ApiClient } from './apiClient';
import { buildPlaylist, buildUser } from './factories';
import type { TestApp } from './testServer';

/** A new user, signed in through the API as the browser is. */
export async function signedInUser(app: TestApp): Promise<{ client: ApiClient; user: User }> {
  const built = await buildUser(app.em());
  const client = await new ApiClient(app).open();
  return { user: built.user, client: await client.logIn(built.user.username, built.password) };
}

/** A signed-in owner of a new set list 'Friday set' of two songs, with the tracks' ids in order. */
export async function ownerWithTracks(app: TestApp) {
  const owner = await signedInUser(app);
  const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Friday set', trackCount: 2 });
  const tracks = await app.em().find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
  return { ...owner, playlist, trackIds: tracks.map((track) => track.id) };
}
