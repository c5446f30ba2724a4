import { Migration } from '@mikro-orm/migrations';

/**
 * Rehearsal rooms, one per playlist, shared by every instance of the app: the room's
 * state (who leads, what plays from when on the server's clock) and the devices in it. A device's
 * row lives as long as its subscription; `seen_at` is refreshed while it does, so the rows of an
 * instance that died are ignored after a minute and deleted by the next join.
 */
export class Migration20261208000000_rehearsal_rooms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "rehearsal_room" (
        "playlist_id" uuid primary key references "playlist" ("id") on delete cascade,
        "leader_id" uuid null references "user" ("id") on delete set null,
        "status" text not null default 'STOPPED' check ("status" in ('STOPPED', 'PLAYING')),
        "track_id" uuid null references "track" ("id") on delete set null,
        "bpm" integer null check ("bpm" between 40 and 240),
        "starts_at_ms" double precision null,
        "stops_at_ms" double precision null,
        "version" integer not null default 0,
        "window_started_at" timestamptz not null default now(),
        "commands_in_window" integer not null default 0
      );`);
    this.addSql(`
      create table "rehearsal_member" (
        "id" uuid primary key,
        "playlist_id" uuid not null references "rehearsal_room" ("playlist_id") on delete cascade,
        "user_id" uuid not null references "user" ("id") on delete cascade,
        "device_name" text not null check (length("device_name") between 1 and 40),
        "joined_at" timestamptz not null default now(),
        "seen_at" timestamptz not null default now(),
        "sync_error_ms" double precision null check ("sync_error_ms" between 0 and 10000)
      );`);
    this.addSql(`create index "rehearsal_member_playlist_idx" on "rehearsal_member" ("playlist_id", "joined_at");`);
    this.addSql(`create index "rehearsal_member_user_idx" on "rehearsal_member" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rehearsal_member";`);
    this.addSql(`drop table if exists "rehearsal_room";`);
  }
}
