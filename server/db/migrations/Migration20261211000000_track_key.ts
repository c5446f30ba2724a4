import { Migration } from '@mikro-orm/migrations';

/** A song's key ('F#m', 'Bb', 'C', 'Ebm'), for the set list and its floor sheet; null for every existing track. */
export class Migration20261211000000_track_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track" add column "song_key" text null;`);
    this.addSql(`alter table "track" add constraint "track_song_key_check" check ("song_key" ~ '^[A-G][#b]?m?$');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "song_key";`);
  }
}
