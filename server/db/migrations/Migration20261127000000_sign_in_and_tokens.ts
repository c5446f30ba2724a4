import { Migration } from '@mikro-orm/migrations';
import { API_TOKEN_NAME_MAX_LENGTH } from '../../../schema/limits';

/**
 * Identity-provider accounts linked to users (docs/features/provider-sign-in.md) and
 * personal API tokens (docs/API.md).
 */
export class Migration20261127000000_sign_in_and_tokens extends Migration {
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
    this.addSql(`
      create table "api_token" (
        "id" uuid primary key,
        "user_id" uuid not null references "user" ("id") on delete cascade,
        "name" text not null check (length("name") between 1 and ${API_TOKEN_NAME_MAX_LENGTH}),
        "scope" text not null check ("scope" in ('read', 'write')),
        "token_hash" text not null unique,
        "prefix" text not null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz null,
        "last_used_at" timestamptz null
      );`);
    this.addSql(`create index "api_token_user_id_idx" on "api_token" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "api_token";`);
    this.addSql(`drop table "provider_identity";`);
  }
}
