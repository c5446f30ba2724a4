import { Migration } from '@mikro-orm/migrations';

/**
 * The CHECK constraints of schema/limits.ts as they stand at this migration: [table, name, expression].
 * Written out, not imported, so the migration stays what it was when a limit changes later; a changed
 * limit (or a new `@Check`) comes with a migration of its own, and server/db/limitChecks.test.ts fails
 * until the migrated database matches what the entities declare.
 */
const CHECKS: ReadonlyArray<readonly [table: string, name: string, expression: string]> = [
  ['user', 'user_username_check', `length("username") between 3 and 32 and position('@' in "username") = 0`],
  ['user', 'user_email_check', `length("email") <= 254`],
  ['user', 'user_display_name_check', `length("display_name") <= 80`],
  ['user', 'user_phone_number_check', `length("phone_number") <= 30`],
  ['user', 'user_bio_check', `length("bio") <= 500`],
  ['playlist', 'playlist_name_check', `length("name") between 1 and 100`],
  ['playlist', 'playlist_description_check', `length("description") <= 500`],
  ['track', 'track_position_check', `"position" >= 0`],
  ['track', 'track_name_check', `length("name") between 1 and 200`],
  ['track', 'track_artist_check', `length("artist") <= 200`],
  ['track', 'track_bpm_check', `"bpm" between 40 and 240`],
  ['track', 'track_album_art_check', `length("album_art") <= 1000`],
  ['track', 'track_external_id_check', `length("external_id") <= 100`],
  [
    'track',
    'track_bpm_source_check',
    `"bpm_source" in ('community', 'lookup', 'estimate', 'fallback', 'tap', 'manual', 'detected')`,
  ],
  ['music_tempo', 'music_tempo_bpm_check', `"bpm" is null or "bpm" between 40 and 240`],
];

/** Constraints the first migrations did not create (the others were column CHECKs of the same name). */
const ADDED_HERE = [
  'user_display_name_check',
  'user_phone_number_check',
  'user_bio_check',
  'track_album_art_check',
  'track_external_id_check',
  'music_tempo_bpm_check',
];

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Limits move from start-up DDL into migrations. Until now server/db/limitChecks.ts made the
 * constraints equal to the entities' `@Check`s at every start; from here on the migrations alone
 * define them. Each constraint is dropped if it exists (the first migrations' column CHECKs, or the
 * start-up copies with their marker comments) and added again, `NOT VALID` so existing rows are not
 * checked in that step, then validated; if rows stored before a limit was tightened break it, it
 * stays NOT VALID (it still applies to every new write) and PostgreSQL logs a warning, as the
 * start-up sync did, so such a database still migrates. A new database ends with every constraint
 * validated.
 */
export class Migration20261201000000_limit_checks extends Migration {
  override async up(): Promise<void> {
    for (const [table, name, expression] of CHECKS) {
      this.addSql(`alter table "${table}" drop constraint if exists "${name}";`);
      this.addSql(`alter table "${table}" add constraint "${name}" check (${expression}) not valid;`);
    }
    this.addSql(`
      do $$
      declare
        item record;
      begin
        for item in select * from (values ${CHECKS.map(([table, name]) => `(${quoteLiteral(table)}, ${quoteLiteral(name)})`).join(', ')}) as checks (tbl, name) loop
          begin
            execute format('alter table %I validate constraint %I', item.tbl, item.name);
          exception when check_violation then
            raise warning 'rows stored before % changed break it; it applies to new writes only', item.name;
          end;
        end loop;
      end
      $$;`);
  }

  override async down(): Promise<void> {
    // Back to the constraints the earlier migrations create; those of the same name stay as they are
    // (track_bpm_source_check keeps the longer list: rows may hold the newer sources).
    for (const [table, name] of CHECKS.filter(([, name]) => ADDED_HERE.includes(name))) {
      this.addSql(`alter table "${table}" drop constraint if exists "${name}";`);
    }
  }
}
