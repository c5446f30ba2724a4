import { Migration } from '@mikro-orm/migrations';

/** A song's length (10 s to an hour), so the click on stage lasts the song; null for every existing track (until stopped). */
export class Migration20261209000000_track_length extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track" add column "length_seconds" integer null;`);
    this.addSql(
      `alter table "track" add constraint "track_length_seconds_check" check ("length_seconds" between 10 and 3600);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "length_seconds";`);
  }
}
