import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  AFTER_SONG_GAP_BARS_MAX,
  AFTER_SONG_GAP_SECONDS_MAX,
  ALBUM_ART_URL_MAX_LENGTH,
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  DURATION_SECONDS_MAX,
  DURATION_SECONDS_MIN,
  SOUND_TYPES,
  VOLUME_MAX,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  TRACK_NOTES_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../schema/limits';
import { COUNT_IN_BARS_MAX, COUNT_IN_BARS_MIN } from '../../schema/rhythm';
import { createTestDatabase } from '../../testkit/testDatabase';
import { useTestOrm } from '../test/testOrm';
import { openOrm } from './orm';
import { TABLE_CHECKS } from './tableChecks';

// The database's CHECK constraints come from the migrations alone (server/db/migrations); the
// entities declare the same constraints with `@Check`, and tables without an entity in
// server/db/tableChecks.ts, from schema/limits.ts. These tests fail when the two differ, e.g. after
// a limit changed without a migration that changes the constraint, or when a migration adds a
// CHECK nobody declared.

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
  return tryInsert('insert into playlist (id, name, description) values (?, ?, ?)', [
    randomUUID(),
    fields.name ?? 'P',
    fields.description ?? null,
  ]);
}

let playlistId: string;
beforeAll(async () => {
  playlistId = randomUUID();
  await db.orm.em.fork().execute('insert into playlist (id, name) values (?, ?)', [playlistId, 'Tracks live here']);
});

function insertTrack(
  fields: Partial<{
    position: number;
    name: string;
    artist: string;
    bpm: number;
    albumArt: string;
    externalId: string;
    bpmSource: string;
    notes: string;
  }>,
) {
  return tryInsert(
    'insert into track (id, playlist_id, position, name, artist, bpm, album_art, external_id, bpm_source, notes) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      randomUUID(),
      playlistId,
      fields.position ?? 100,
      fields.name ?? 'T',
      fields.artist ?? 'A',
      fields.bpm ?? 120,
      fields.albumArt ?? null,
      fields.externalId ?? null,
      fields.bpmSource ?? 'manual',
      fields.notes ?? '',
    ],
  );
}

/** A track that goes on (or not) after the song, with its gap. */
function insertAfterSong(afterSong: string, gap: number) {
  return tryInsert(
    'insert into track (id, playlist_id, position, name, artist, bpm, after_song, after_song_gap) values (?, ?, ?, ?, ?, ?, ?, ?)',
    [randomUUID(), playlistId, 100, 'T', 'A', 120, afterSong, gap],
  );
}

async function insertSettings(
  fields: Partial<
    Record<'bpm' | 'durationSeconds' | 'countInBeats' | 'volumePercent' | 'countInBars', number> &
      Record<'soundType' | 'countInSoundType' | 'visualizerTheme' | 'rhythm' | 'practice', string>
  >,
) {
  const userId = randomUUID();
  return tryInsert(
    `with new_user as (insert into "user" (id, username, email, password_hash) values (?, ?, ?, 'hash') returning id)
     insert into user_settings (user_id, bpm, sound_type, count_in_sound_type, duration_seconds, count_in_beats, volume_percent, visualizer_theme, count_in_bars, rhythm, practice, updated_at)
     select id, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, now() from new_user`,
    [
      userId,
      `s${userId.slice(0, 8)}`,
      `${userId}@example.test`,
      fields.bpm ?? 120,
      fields.soundType ?? 'click',
      fields.countInSoundType ?? 'woodblock',
      fields.durationSeconds ?? 10,
      fields.countInBeats ?? 4,
      fields.volumePercent ?? 75,
      fields.visualizerTheme ?? 'Standard',
      fields.countInBars ?? null,
      fields.rhythm ?? null,
      fields.practice ?? null,
    ],
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
    [
      'description at the maximum length',
      () => insertPlaylist({ description: text(PLAYLIST_DESCRIPTION_MAX_LENGTH) }),
      'ok',
    ],
    [
      'description one over it',
      () => insertPlaylist({ description: text(PLAYLIST_DESCRIPTION_MAX_LENGTH + 1) }),
      CHECK_VIOLATION,
    ],
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
    ['notes at the maximum length', () => insertTrack({ notes: text(TRACK_NOTES_MAX_LENGTH) }), 'ok'],
    ['notes one over it', () => insertTrack({ notes: text(TRACK_NOTES_MAX_LENGTH + 1) }), CHECK_VIOLATION],
    ['a gap in bars at the maximum', () => insertAfterSong('bars', AFTER_SONG_GAP_BARS_MAX), 'ok'],
    ['a gap in bars one over it', () => insertAfterSong('bars', AFTER_SONG_GAP_BARS_MAX + 1), CHECK_VIOLATION],
    ['a gap in seconds at the maximum', () => insertAfterSong('seconds', AFTER_SONG_GAP_SECONDS_MAX), 'ok'],
    ['a gap in seconds one over it', () => insertAfterSong('seconds', AFTER_SONG_GAP_SECONDS_MAX + 1), CHECK_VIOLATION],
    ['a negative gap', () => insertAfterSong('seconds', -1), CHECK_VIOLATION],
    ['an after-the-song not in the list', () => insertAfterSong('loop', 0), CHECK_VIOLATION],
    [
      'settings within every limit',
      () =>
        insertSettings({
          bpm: BPM_MAX,
          durationSeconds: DURATION_SECONDS_MAX,
          countInBeats: COUNT_IN_BEATS_MIN,
          volumePercent: VOLUME_MAX,
        }),
      'ok',
    ],
    ['a settings tempo one over the limit', () => insertSettings({ bpm: BPM_MAX + 1 }), CHECK_VIOLATION],
    [
      'a settings duration one below the limit',
      () => insertSettings({ durationSeconds: DURATION_SECONDS_MIN - 1 }),
      CHECK_VIOLATION,
    ],
    [
      'count-in beats one over the limit',
      () => insertSettings({ countInBeats: COUNT_IN_BEATS_MAX + 1 }),
      CHECK_VIOLATION,
    ],
    ['a volume one over the limit', () => insertSettings({ volumePercent: VOLUME_MAX + 1 }), CHECK_VIOLATION],
    ...SOUND_TYPES.map(
      (sound) =>
        [`sound '${sound}'`, () => insertSettings({ soundType: sound, countInSoundType: sound }), 'ok'] as const,
    ),
    ['a sound not in the list', () => insertSettings({ soundType: 'gong' }), CHECK_VIOLATION],
    ['a count-in sound not in the list', () => insertSettings({ countInSoundType: 'gong' }), CHECK_VIOLATION],
    ['a theme not in the list', () => insertSettings({ visualizerTheme: 'Neon' }), CHECK_VIOLATION],
    [
      'count-in bars at the minimum, a rhythm and practice tools',
      () =>
        insertSettings({
          countInBars: COUNT_IN_BARS_MIN,
          rhythm: '{"timeSignature":"7/8"}',
          practice: '{"gapClick":null}',
        }),
      'ok',
    ],
    ['count-in bars at the maximum', () => insertSettings({ countInBars: COUNT_IN_BARS_MAX }), 'ok'],
    [
      'count-in bars one below the minimum',
      () => insertSettings({ countInBars: COUNT_IN_BARS_MIN - 1 }),
      CHECK_VIOLATION,
    ],
    [
      'count-in bars one over the maximum',
      () => insertSettings({ countInBars: COUNT_IN_BARS_MAX + 1 }),
      CHECK_VIOLATION,
    ],
    ['a settings rhythm that is not an object', () => insertSettings({ rhythm: '[]' }), CHECK_VIOLATION],
    ['practice tools that are not an object', () => insertSettings({ practice: '"gap"' }), CHECK_VIOLATION],
  ] as const)('%s → %s', async (_case, insert, expected) => {
    expect(await insert()).toBe(expected);
  });
});

/** A CHECK constraint an entity declares with `@Check`, or tableChecks.ts for a table without one (built from schema/limits.ts). */
interface DeclaredCheck {
  table: string;
  name: string;
  expression: string;
}

function declaredChecks(orm: MikroORM): DeclaredCheck[] {
  const checks: DeclaredCheck[] = [...TABLE_CHECKS];
  for (const meta of orm.getMetadata().getAll().values()) {
    for (const check of meta.checks) {
      if (!check.name || typeof check.expression !== 'string')
        throw new Error(`${meta.className}: @Check needs a name and an SQL expression`);
      checks.push({ table: meta.tableName, name: check.name, expression: check.expression });
    }
  }
  return checks;
}

interface AppliedCheck {
  table: string;
  name: string;
  definition: string;
  validated: boolean;
  comment: string | null;
}

/** The CHECK constraints of the database's tables, as PostgreSQL prints them. */
async function appliedChecks(em: EntityManager): Promise<AppliedCheck[]> {
  return em.execute<AppliedCheck[]>(
    `select cls.relname as "table", con.conname as "name", pg_get_constraintdef(con.oid) as "definition",
            con.convalidated as "validated", obj_description(con.oid, 'pg_constraint') as "comment"
       from pg_constraint con
       join pg_class cls on cls.oid = con.conrelid
       join pg_namespace ns on ns.oid = cls.relnamespace
      where con.contype = 'c' and ns.nspname = current_schema()
      order by 1, 2`,
  );
}

/**
 * Each declared check as PostgreSQL prints it (its own normal form: `between` and `in` rewritten,
 * parentheses added), made on the real tables in a transaction that is rolled back.
 */
async function expectedDefinitions(em: EntityManager, checks: DeclaredCheck[]): Promise<Map<string, string>> {
  const definitions = new Map<string, string>();
  await em
    .fork()
    .transactional(async (tx) => {
      for (const check of checks) {
        await tx.execute(
          `alter table "${check.table}" add constraint "expected_${check.name}" check (${check.expression}) not valid`,
        );
      }
      const made = await tx.execute<Array<{ name: string; definition: string }>>(
        `select conname as "name", pg_get_constraintdef(oid) as "definition" from pg_constraint where conname like 'expected\\_%'`,
      );
      for (const row of made)
        definitions.set(row.name.slice('expected_'.length), row.definition.replace(/ NOT VALID$/, ''));
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });
  return definitions;
}

/** Fails unless the database's CHECK constraints, on every table, are exactly the declared ones. */
async function expectDeclaredChecks(
  orm: MikroORM,
  { validated = true }: { validated?: boolean } = {},
): Promise<AppliedCheck[]> {
  const declared = declaredChecks(orm);
  const expected = await expectedDefinitions(orm.em, declared);
  const applied = await appliedChecks(orm.em.fork());
  expect(applied.map((check) => `${check.table}.${check.name}`).sort()).toEqual(
    declared.map((check) => `${check.table}.${check.name}`).sort(),
  );
  for (const check of applied) {
    expect({ name: check.name, definition: check.definition.replace(/ NOT VALID$/, '') }).toEqual({
      name: check.name,
      definition: expected.get(check.name),
    });
    expect(check.comment).toBeNull();
    if (validated)
      expect({ name: check.name, validated: check.validated }).toEqual({ name: check.name, validated: true });
  }
  return applied;
}

describe('the migrated database', () => {
  it('has exactly the CHECK constraints the entities declare, validated', async () => {
    const applied = await expectDeclaredChecks(db.orm);
    expect(applied.length).toBeGreaterThanOrEqual(15);
    // The rehearsal tables have no entity: their migration's literals are compared through tableChecks.ts.
    expect(
      applied
        .filter((check) => check.table.startsWith('rehearsal_'))
        .map((check) => check.name)
        .sort(),
    ).toEqual(TABLE_CHECKS.map((check) => check.name).sort());
  });
});

describe('a database whose constraints the former start-up sync made', () => {
  const PREVIOUS_MIGRATION = 'Migration20261130000000_sweep_indexes';
  /** Constraints declared after the start-up sync was retired, on columns and tables that database does not have yet. */
  const LATER_TRACK_CHECKS = [
    'track_notes_check',
    'track_count_in_beats_check',
    'track_sound_type_check',
    'track_count_in_sound_type_check',
    'track_rhythm_check',
    'track_length_seconds_check',
    'track_song_key_check',
    'track_after_song_check',
    'track_after_song_gap_check',
    'track_own_sounds_check',
    'track_midi_messages_check',
  ];
  /** Tables whose constraints the start-up sync never made: created later, or declared only since (their migrations made them). */
  const NOT_SYNCED_TABLES = [
    'user_settings',
    'rehearsal_room',
    'rehearsal_member',
    'api_token',
    'profile_image',
    'set_break',
    'user_sound',
  ];
  const declaredLater = (check: DeclaredCheck) =>
    LATER_TRACK_CHECKS.includes(check.name) || NOT_SYNCED_TABLES.includes(check.table);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    orm = await openOrm(database.url, { pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('migrates cleanly to the same constraints; a limit its old rows break stays NOT VALID and holds for new writes', async () => {
    await orm.migrator.up({ to: PREVIOUS_MIGRATION });
    const em = orm.em.fork();
    // An old row that a limit tightened later does not allow.
    await em.execute(`alter table playlist drop constraint playlist_description_check`);
    await em.execute(`insert into playlist (id, name, description) values (?, ?, ?)`, [
      randomUUID(),
      'Old',
      text(PLAYLIST_DESCRIPTION_MAX_LENGTH + 1),
    ]);
    // What server/db/limitChecks.ts did at every start: each declared constraint replaced NOT VALID,
    // marked with its expression as a comment, then validated (which failed for the old row).
    for (const check of declaredChecks(orm).filter((declared) => !declaredLater(declared))) {
      await em.execute(`alter table "${check.table}" drop constraint if exists "${check.name}"`);
      await em.execute(
        `alter table "${check.table}" add constraint "${check.name}" check (${check.expression}) not valid`,
      );
      await em.execute(
        `comment on constraint "${check.name}" on "${check.table}" is 'schema/limits: ${check.expression.replace(/'/g, "''")}'`,
      );
      if (check.name !== 'playlist_description_check')
        await em.execute(`alter table "${check.table}" validate constraint "${check.name}"`);
    }

    await orm.migrator.up();

    const applied = await expectDeclaredChecks(orm, { validated: false });
    expect(applied.filter((check) => !check.validated).map((check) => check.name)).toEqual([
      'playlist_description_check',
    ]);
    const tooLong = em.execute(`insert into playlist (id, name, description) values (?, ?, ?)`, [
      randomUUID(),
      'New',
      text(PLAYLIST_DESCRIPTION_MAX_LENGTH + 1),
    ]);
    await expect(tooLong).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });
});
