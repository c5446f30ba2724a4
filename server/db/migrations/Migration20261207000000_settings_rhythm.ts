import { Migration } from '@mikro-orm/migrations';

/**
 * The generator's rhythm, count-in bars and practice tools kept with the user's settings:
 * the rhythm and the practice tools as JSON objects (schema/rhythm.ts `resolveRhythm`,
 * `resolvePractice`), the count-in in whole bars within schema/rhythm.ts's limits. Null — every
 * existing row — is none: a steady 4/4, a count-in of beats, no practice.
 */
export class Migration20261207000000_settings_rhythm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "user_settings"
        add column "rhythm" jsonb null,
        add column "count_in_bars" integer null,
        add column "practice" jsonb null,
        add constraint "user_settings_rhythm_check" check (jsonb_typeof("rhythm") = 'object'),
        add constraint "user_settings_count_in_bars_check" check ("count_in_bars" between 1 and 4),
        add constraint "user_settings_practice_check" check (jsonb_typeof("practice") = 'object');`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "user_settings" drop column "rhythm", drop column "count_in_bars", drop column "practice";`,
    );
  }
}
