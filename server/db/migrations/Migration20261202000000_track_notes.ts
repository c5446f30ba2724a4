import { Migration } from '@mikro-orm/migrations';

/** A track's notes, shown on stage: empty for every existing track, at most 500 characters. */
export class Migration20261202000000_track_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track" add column "notes" text not null default '';`);
    this.addSql(`alter table "track" add constraint "track_notes_check" check (length("notes") <= 500);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "notes";`);
  }
}
