import { MusicSong, User } from '../../entities';
import { buildUser } from '../../test/factories';
import { useTestOrm } from '../../test/testOrm';
import type { RequestContext } from '../context';
import { serviceContext } from '../../test/serviceContext';
import { loadMusicConfig } from './musicConfig';
import { MusicLookups } from './musicLookups';
import { DEEZER_GROOVE, startFakeMusicServices, type FakeMusicServices } from '../../../testkit/fakeMusicServices';

// Album art when Last.fm is not configured or refuses the key: no art, and nothing wrong cached.

const db = useTestOrm();
let fakes: FakeMusicServices;
let ctx: RequestContext;
beforeAll(async () => {
  fakes = await startFakeMusicServices();
  const { user } = await buildUser(db.orm.em.fork());
  const em = db.orm.em.fork();
  ctx = serviceContext(em, await em.findOneOrFail(User, user.id));
});
afterAll(() => fakes.close());
beforeEach(async () => {
  fakes.reset();
  await db.orm.em.fork().nativeDelete(MusicSong, {});
});

const artOf = async (lookups: MusicLookups) =>
  (await lookups.searchSongs(ctx, { query: 'isrc band' })).find((song) => song.id === DEEZER_GROOVE.id)!.albumArt;

it('skips Last.fm without LASTFM_API_KEY: no request, no art', async () => {
  const { LASTFM_API_KEY: _key, ...env } = fakes.env;
  expect(await artOf(new MusicLookups(loadMusicConfig(env, 'http://localhost')))).toBeNull();
  expect(fakes.requestsTo('lastfm')).toEqual([]);
});

it('answers no art when Last.fm refuses the key (error 10), and does not cache that', async () => {
  const lookups = new MusicLookups(
    loadMusicConfig({ ...fakes.env, LASTFM_API_KEY: 'not-the-key' }, 'http://localhost'),
  );
  expect(await artOf(lookups)).toBeNull();
  expect(fakes.requestsTo('lastfm')).toHaveLength(1);
  expect((await db.orm.em.fork().findOneOrFail(MusicSong, DEEZER_GROOVE.id)).albumArtCheckedAt).toBeNull();
});
