import { Migration } from '@mikro-orm/migrations';

/**
 * A track's rhythm: its meter, accents, subdivision and song map as one JSON object,
 * written whole and resolved (schema/rhythm.ts `resolveRhythm`); null — every existing track — is
 * today's steady 4/4.
 */
export class Migration20261205000000_track_rhythm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "track"
        add column "rhythm" jsonb null,
        add constraint "track_rhythm_check" check (jsonb_typeof("rhythm") = 'object');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "rhythm";`);
  }
}
