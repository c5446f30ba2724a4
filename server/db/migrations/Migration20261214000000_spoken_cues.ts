import { Migration } from '@mikro-orm/migrations';

/**
 * Spoken cues kept with the user's settings as a JSON object (schema/cues.ts `resolveCues`); null —
 * every existing row — is off. A track may turn them off for itself (on for every existing track).
 */
export class Migration20261214000000_spoken_cues extends Migration {
  override async up(): Promise<void> {
    const cuesCheck = `constraint "user_settings_cues_check" check (jsonb_typeof("cues") = 'object')`;
    this.addSql(`alter table "user_settings" add column "cues" jsonb null, add ${cuesCheck};`);
    this.addSql(`alter table "track" add column "spoken_cues" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_settings" drop column "cues";`);
    this.addSql(`alter table "track" drop column "spoken_cues";`);
  }
}
