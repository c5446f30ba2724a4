import { Migration } from '@mikro-orm/migrations';

/** Profile photos (DESIGN.md §4), re-encoded by the server and stored in PostgreSQL. */
export class Migration20261128000000_profiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "profile_image" (
        "id" uuid primary key,
        "user_id" uuid not null references "user" ("id") on delete cascade,
        "content_type" text not null check ("content_type" in ('image/webp', 'image/jpeg')),
        "content_hash" text not null,
        "bytes" bytea not null,
        "width" integer not null check ("width" > 0),
        "height" integer not null check ("height" > 0),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "profile_image_user_id_idx" on "profile_image" ("user_id");`);
    this.addSql(
      `alter table "user" add column "profile_image_id" uuid null references "profile_image" ("id") on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user" drop column "profile_image_id";`);
    this.addSql(`drop table "profile_image";`);
  }
}
