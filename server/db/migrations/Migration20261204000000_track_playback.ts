import { Migration } from '@mikro-orm/migrations';

/**
 * A track's own count-in beats, click sound and count-in sound: null — every existing
 * track — plays with the user's saved settings.
 */
export class Migration20261204000000_track_playback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "track"
        add column "count_in_beats" integer null,
        add column "sound_type" text null,
        add column "count_in_sound_type" text null,
        add constraint "track_count_in_beats_check" check ("count_in_beats" between 0 and 8),
        add constraint "track_sound_type_check" check ("sound_type" in ('click', 'beep', 'woodblock', 'cowbell')),
        add constraint "track_count_in_sound_type_check" check ("count_in_sound_type" in ('click', 'beep', 'woodblock', 'cowbell'));`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "track" drop column "count_in_beats", drop column "sound_type", drop column "count_in_sound_type";`,
    );
  }
}
