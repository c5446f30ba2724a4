import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the table sweeper (server/services/tableSweeper): it deletes login failures and
 * music-cache rows older than a cutoff, a batch at a time; without these each batch would read
 * the whole table.
 */
export class Migration20261130000000_sweep_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "login_failure_created_idx" on "login_failure" ("created_at");`);
    this.addSql(`create index "music_search_fetched_idx" on "music_search" ("fetched_at");`);
    this.addSql(`create index "music_song_fetched_idx" on "music_song" ("fetched_at");`);
    this.addSql(`create index "music_tempo_fetched_idx" on "music_tempo" ("fetched_at");`);
  }

  override async down(): Promise<void> {
    for (const index of [
      'music_tempo_fetched_idx',
      'music_song_fetched_idx',
      'music_search_fetched_idx',
      'login_failure_created_idx',
    ]) {
      this.addSql(`drop index "${index}";`);
    }
  }
}
