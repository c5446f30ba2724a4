import { randomUUID } from 'node:crypto';
import {
  ALBUM_ART_URL_MAX_LENGTH,
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../schema/limits';
import { useTestOrm } from '../test/testOrm';
import { declaredChecks, syncLimitChecks } from './limitChecks';

const db = useTestOrm();

/** Runs one insert in a transaction that is always rolled back; resolves 'ok' or the SQLSTATE. */
async function tryInsert(sql: string, params: unknown[]): Promise<string> {
  const em = db.orm.em.fork();
  try {
    await em.transactional(async (tx) => {
      await tx.execute(sql, params);
      throw new Error('rollback');
    });
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    return error instanceof Error && error.message === 'rollback' ? 'ok' : (code ?? String(error));
  }
}

const CHECK_VIOLATION = '23514';
const text = (length: number) => 'x'.repeat(length);

function insertUser(fields: { username?: string; email?: string; displayName?: string }) {
  return tryInsert('insert into "user" (id, username, email, display_name, password_hash) values (?, ?, ?, ?, ?)', [
    randomUUID(),
    fields.username ?? `u${randomUUID().slice(0, 8)}`,
    fields.email ?? `${randomUUID()}@example.test`,
    fields.displayName ?? null,
    'hash',
  ]);
}

async function insertPlaylist(fields: { name?: string; description?: string }) {
  return tryInsert('insert into playlist (id, name, description) values (?, ?, ?)', [randomUUID(), fields.name ?? 'P', fields.description ?? null]);
}

let playlistId: string;
beforeAll(async () => {
  playlistId = randomUUID();
  await db.orm.em.fork().execute('insert into playlist (id, name) values (?, ?)', [playlistId, 'Tracks live here']);
});

function insertTrack(fields: Partial<{ position: number; name: string; artist: string; bpm: number; albumArt: string; externalId: string; bpmSource: string }>) {
  return tryInsert(
    'insert into track (id, playlist_id, position, name, artist, bpm, album_art, external_id, bpm_source) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [randomUUID(), playlistId, fields.position ?? 100, fields.name ?? 'T', fields.artist ?? 'A', fields.bpm ?? 120, fields.albumArt ?? null, fields.externalId ?? null, fields.bpmSource ?? 'manual'],
  );
}

describe("the database's CHECK constraints match schema/limits.ts", () => {
  it.each([
    ['username at the minimum length', () => insertUser({ username: text(USERNAME_MIN_LENGTH) }), 'ok'],
    ['username one below it', () => insertUser({ username: text(USERNAME_MIN_LENGTH - 1) }), CHECK_VIOLATION],
    ['username at the maximum length', () => insertUser({ username: text(USERNAME_MAX_LENGTH) }), 'ok'],
    ['username one over it', () => insertUser({ username: text(USERNAME_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ["username with '@'", () => insertUser({ username: 'me@home' }), CHECK_VIOLATION],
    ['email at the maximum length', () => insertUser({ email: `${text(EMAIL_MAX_LENGTH - 10)}@ex.test.x` }), 'ok'],
    ['email one over it', () => insertUser({ email: `${text(EMAIL_MAX_LENGTH - 9)}@ex.test.x` }), CHECK_VIOLATION],
    ['display name at the maximum length', () => insertUser({ displayName: text(DISPLAY_NAME_MAX_LENGTH) }), 'ok'],
    ['display name one over it', () => insertUser({ displayName: text(DISPLAY_NAME_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['playlist name at the maximum length', () => insertPlaylist({ name: text(PLAYLIST_NAME_MAX_LENGTH) }), 'ok'],
    ['playlist name one over it', () => insertPlaylist({ name: text(PLAYLIST_NAME_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['empty playlist name', () => insertPlaylist({ name: '' }), CHECK_VIOLATION],
    ['description at the maximum length', () => insertPlaylist({ description: text(PLAYLIST_DESCRIPTION_MAX_LENGTH) }), 'ok'],
    ['description one over it', () => insertPlaylist({ description: text(PLAYLIST_DESCRIPTION_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['track name at the maximum length', () => insertTrack({ name: text(TRACK_NAME_MAX_LENGTH) }), 'ok'],
    ['track name one over it', () => insertTrack({ name: text(TRACK_NAME_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['artist at the maximum length', () => insertTrack({ artist: text(TRACK_ARTIST_MAX_LENGTH) }), 'ok'],
    ['artist one over it', () => insertTrack({ artist: text(TRACK_ARTIST_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['bpm at the minimum', () => insertTrack({ bpm: BPM_MIN }), 'ok'],
    ['bpm one below it', () => insertTrack({ bpm: BPM_MIN - 1 }), CHECK_VIOLATION],
    ['bpm at the maximum', () => insertTrack({ bpm: BPM_MAX }), 'ok'],
    ['bpm one over it', () => insertTrack({ bpm: BPM_MAX + 1 }), CHECK_VIOLATION],
    ['album art at the maximum length', () => insertTrack({ albumArt: text(ALBUM_ART_URL_MAX_LENGTH) }), 'ok'],
    ['album art one over it', () => insertTrack({ albumArt: text(ALBUM_ART_URL_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['song id at the maximum length', () => insertTrack({ externalId: text(TRACK_EXTERNAL_ID_MAX_LENGTH) }), 'ok'],
    ['song id one over it', () => insertTrack({ externalId: text(TRACK_EXTERNAL_ID_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ...BPM_SOURCES.map((source) => [`bpm source '${source}'`, () => insertTrack({ bpmSource: source }), 'ok'] as const),
    ['a bpm source not in the list', () => insertTrack({ bpmSource: 'guess' }), CHECK_VIOLATION],
    ['a negative position', () => insertTrack({ position: -1 }), CHECK_VIOLATION],
  ] as const)('%s → %s', async (_case, insert, expected) => {
    expect(await insert()).toBe(expected);
  });

  it('every declared check is in the database, marked with the expression it was made from', async () => {
    const rows = await db.orm.em.fork().execute<Array<{ name: string; comment: string }>>(
      `select con.conname as name, obj_description(con.oid, 'pg_constraint') as comment from pg_constraint con where con.contype = 'c'`,
    );
    const comments = new Map(rows.map((row) => [row.name, row.comment]));
    for (const check of declaredChecks(db.orm)) expect(comments.get(check.name)).toBe(`schema/limits: ${check.expression}`);
  });
});

describe('syncLimitChecks', () => {
  it('puts back a constraint that differs from the declared one, then has nothing left to do', async () => {
    const em = db.orm.em.fork();
    await em.execute('alter table track drop constraint track_bpm_check');
    await em.execute('alter table track add constraint track_bpm_check check (bpm between 1 and 999)');
    expect(await insertTrack({ bpm: BPM_MAX + 1 })).toBe('ok');

    expect(await syncLimitChecks(db.orm)).toEqual(['track_bpm_check']);
    expect(await insertTrack({ bpm: BPM_MAX + 1 })).toBe(CHECK_VIOLATION);
    expect(await syncLimitChecks(db.orm)).toEqual([]);
  });
});
