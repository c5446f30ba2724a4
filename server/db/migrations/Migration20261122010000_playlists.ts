import { Migration } from '@mikro-orm/migrations';

/** Playlists, their ordered tracks, and shares by user id. */
export class Migration20261122010000_playlists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "playlist" (
        "id" uuid primary key,
        "owner_id" uuid null references "user" ("id") on delete cascade,
        "name" text not null check (length("name") between 1 and 100),
        "description" text null check (length("description") <= 500),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "playlist_owner_created_idx" on "playlist" ("owner_id", "created_at" desc);`);
    this.addSql(`
      create table "track" (
        "id" uuid primary key,
        "playlist_id" uuid not null references "playlist" ("id") on delete cascade,
        "position" integer not null check ("position" >= 0),
        "name" text not null check (length("name") between 1 and 200),
        "artist" text not null check (length("artist") <= 200),
        "bpm" integer not null check ("bpm" between 40 and 240),
        "album_art" text null,
        "external_id" text null,
        "bpm_source" text not null default 'manual' check ("bpm_source" in ('lookup', 'estimate', 'tap', 'manual')),
        "created_at" timestamptz not null default now(),
        unique ("playlist_id", "position")
      );`);
    this.addSql(
      `create unique index "track_playlist_external_unique" on "track" ("playlist_id", "external_id") where "external_id" is not null;`,
    );
    this.addSql(`
      create table "playlist_share" (
        "playlist_id" uuid not null references "playlist" ("id") on delete cascade,
        "shared_with_id" uuid not null references "user" ("id") on delete cascade,
        "shared_by_id" uuid not null references "user" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        primary key ("playlist_id", "shared_with_id")
      );`);
    this.addSql(
      `create index "playlist_share_shared_with_idx" on "playlist_share" ("shared_with_id", "created_at" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "playlist_share";`);
    this.addSql(`drop table if exists "track";`);
    this.addSql(`drop table if exists "playlist";`);
  }
}
