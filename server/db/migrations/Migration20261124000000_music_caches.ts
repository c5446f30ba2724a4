import { Migration } from '@mikro-orm/migrations';

/**
 * Caches of the music services (docs/features/song-search.md): songs, searches per
 * lowercase query, provider tempos per song; and an index for community tempos by song id.
 */
export class Migration20261124000000_music_caches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "music_song" (
        "id" text primary key,
        "name" text not null,
        "artist" text not null,
        "release_id" text null,
        "isrcs" jsonb not null default '[]',
        "album_art" text null,
        "album_art_checked_at" timestamptz null,
        "fetched_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "music_search" (
        "query" text primary key,
        "song_ids" jsonb not null default '[]',
        "fetched_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "music_tempo" (
        "song_id" text primary key,
        "bpm" integer null,
        "provider" text null,
        "fetched_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "track_external_id_idx" on "track" ("external_id") where "external_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "track_external_id_idx";`);
    this.addSql(`drop table "music_tempo";`);
    this.addSql(`drop table "music_search";`);
    this.addSql(`drop table "music_song";`);
  }
}
