import { Migration } from '@mikro-orm/migrations';

/** Set breaks: named dividers between a set list's songs, placed in the same position sequence as its tracks. */
export class Migration20261212000000_set_breaks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "set_break" (
        "id" uuid primary key,
        "playlist_id" uuid not null references "playlist" ("id") on delete cascade,
        "position" integer not null constraint "set_break_position_check" check ("position" >= 0),
        "name" text not null constraint "set_break_name_check" check (length("name") between 1 and 60),
        "created_at" timestamptz not null default now(),
        unique ("playlist_id", "position")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "set_break";`);
  }
}
