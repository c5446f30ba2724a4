import { Migration } from '@mikro-orm/migrations';

/** Identity-provider accounts linked to users (README "Sign-in with an identity provider"). */
export class Migration20261127000000_provider_identities extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "provider_identity" (
        "id" uuid primary key,
        "user_id" uuid not null references "user" ("id") on delete cascade,
        "issuer" text not null,
        "subject" text not null,
        "created_at" timestamptz not null default now(),
        "last_sign_in_at" timestamptz not null default now(),
        constraint "provider_identity_issuer_subject_unique" unique ("issuer", "subject")
      );`);
    this.addSql(`create index "provider_identity_user_id_idx" on "provider_identity" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "provider_identity";`);
  }
}
