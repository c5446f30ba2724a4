import { User } from '../../entities';
import { buildUser } from '../../test/factories';
import { useTestOrm } from '../../test/testOrm';
import { serviceContext } from '../../test/serviceContext';
import { loadMusicConfig } from './musicConfig';
import { MusicLookups } from './musicLookups';
import { startFakeMusicServices, STEADY_BEAT, type FakeMusicServices } from '../../../testkit/fakeMusicServices';

// The hot paths of song search read a fixed, small number of SQL statements once the caches are
// warm, and send nothing upstream.

const db = useTestOrm();
let fakes: FakeMusicServices;
beforeAll(async () => {
  fakes = await startFakeMusicServices();
});
afterAll(() => fakes.close());

async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  db.clearStatements();
  await run();
  return db
    .statements()
    .filter((statement) => !/^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(statement)).length;
}

it('a cached search reads 2 statements (search, songs); a cached tempo 3 (community, song, tempo)', async () => {
  const { user } = await buildUser(db.orm.em.fork());
  const em = db.orm.em.fork();
  const lookups = new MusicLookups(loadMusicConfig(fakes.env, 'http://localhost'));
  const ctx = serviceContext(em, await em.findOneOrFail(User, user.id), { musicLookups: lookups });
  const song = { id: STEADY_BEAT.id, name: STEADY_BEAT.title, artist: STEADY_BEAT.artist };
  await lookups.searchSongs(ctx, { query: 'fake hits' });
  await lookups.songTempo(ctx, song);
  fakes.reset();
  expect(await statementsOf(() => lookups.searchSongs(ctx, { query: 'Fake Hits' }))).toBe(2);
  expect(await statementsOf(() => lookups.songTempo(ctx, song))).toBe(3);
  expect(fakes.requests).toEqual([]);
});
