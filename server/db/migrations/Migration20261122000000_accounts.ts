import { Migration } from '@mikro-orm/migrations';

/** Accounts and the failed-login log behind the rate limits. */
export class Migration20261122000000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "user" (
        "id" uuid primary key,
        "username" text not null check (length("username") between 3 and 32 and position('@' in "username") = 0),
        "email" text not null check (length("email") <= 254),
        "display_name" text null,
        "phone_number" text null,
        "bio" text null,
        "is_admin" boolean not null default false,
        "password_hash" text not null,
        "session_version" integer not null default 0,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "user_username_lower_unique" on "user" (lower("username"));`);
    this.addSql(`create unique index "user_email_lower_unique" on "user" (lower("email"));`);
    this.addSql(`
      create table "login_failure" (
        "id" bigserial primary key,
        "account_key" text not null,
        "ip" text not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "login_failure_account_idx" on "login_failure" ("account_key", "created_at");`);
    this.addSql(`create index "login_failure_ip_idx" on "login_failure" ("ip", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_failure";`);
    this.addSql(`drop table if exists "user";`);
  }
}
