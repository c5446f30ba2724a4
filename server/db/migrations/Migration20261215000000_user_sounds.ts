import { Migration } from '@mikro-orm/migrations';

/** Users' own sounds: short named audio (prepared WAV), stored with their owner like profile photos. */
export class Migration20261215000000_user_sounds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "user_sound" (
        "id" uuid primary key,
        "user_id" uuid not null references "user" ("id") on delete cascade,
        "name" text not null constraint "user_sound_name_check" check (length("name") between 1 and 40),
        "duration_ms" integer not null constraint "user_sound_duration_ms_check" check ("duration_ms" between 1 and 2000),
        "byte_length" integer not null constraint "user_sound_byte_length_check" check ("byte_length" > 0),
        "bytes" bytea not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "user_sound_user_created_index" on "user_sound" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "user_sound";`);
  }
}
