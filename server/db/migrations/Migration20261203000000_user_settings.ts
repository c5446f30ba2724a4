import { Migration } from '@mikro-orm/migrations';

/** The generator's settings per user, with the limits of schema/limits.ts as CHECKs. */
export class Migration20261203000000_user_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "user_settings" (
        "user_id" uuid not null primary key references "user" ("id") on delete cascade,
        "bpm" integer not null,
        "sound_type" text not null,
        "count_in_sound_type" text not null,
        "duration_seconds" integer not null,
        "count_in_beats" integer not null,
        "volume_percent" integer not null,
        "visualizer_theme" text not null,
        "updated_at" timestamptz not null,
        constraint "user_settings_bpm_check" check ("bpm" between 40 and 240),
        constraint "user_settings_sound_type_check" check ("sound_type" in ('click', 'beep', 'woodblock', 'cowbell')),
        constraint "user_settings_count_in_sound_type_check" check ("count_in_sound_type" in ('click', 'beep', 'woodblock', 'cowbell')),
        constraint "user_settings_duration_seconds_check" check ("duration_seconds" between 3 and 30),
        constraint "user_settings_count_in_beats_check" check ("count_in_beats" between 0 and 8),
        constraint "user_settings_volume_percent_check" check ("volume_percent" between 0 and 100),
        constraint "user_settings_visualizer_theme_check" check ("visualizer_theme" in ('Standard', 'Dark', 'Bright', 'Contrast'))
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "user_settings";`);
  }
}
