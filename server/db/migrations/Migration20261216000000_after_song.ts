import { Migration } from '@mikro-orm/migrations';

/** What a track does when it ends: stop (every existing track), or go on to the next after a gap in bars or seconds. */
export class Migration20261216000000_after_song extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track" add column "after_song" text not null default 'stop';`);
    this.addSql(`alter table "track" add column "after_song_gap" integer not null default 0;`);
    this.addSql(
      `alter table "track" add constraint "track_after_song_check" check ("after_song" in ('stop', 'bars', 'seconds'));`,
    );
    this.addSql(
      `alter table "track" add constraint "track_after_song_gap_check" check ("after_song_gap" between 0 and 30 and ("after_song" <> 'bars' or "after_song_gap" <= 16));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "after_song_gap";`);
    this.addSql(`alter table "track" drop column "after_song";`);
  }
}
