import { Migration } from '@mikro-orm/migrations';

/** A track's own click sounds: a user_sound id per level as a JSON object; null (every existing track) plays the built-in click. */
export class Migration20261218000000_track_own_sounds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "track" add column "own_sounds" jsonb null;`);
    this.addSql(
      `alter table "track" add constraint "track_own_sounds_check" check (jsonb_typeof("own_sounds") = 'object');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "own_sounds";`);
  }
}
