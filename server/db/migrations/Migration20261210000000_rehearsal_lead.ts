import { Migration } from '@mikro-orm/migrations';

/**
 * Who may lead a rehearsal room: anyone in it (the default, as before), or only the playlist's
 * owner and the people they name; and a bandmate's pending request to take the lead, which the
 * leader's device answers.
 */
export class Migration20261210000000_rehearsal_lead extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rehearsal_room" add column "anyone_may_lead" boolean not null default true;`);
    this.addSql(`alter table "rehearsal_room" add column "named_leader_ids" uuid[] not null default '{}';`);
    this.addSql(
      `alter table "rehearsal_room" add constraint "rehearsal_room_named_leader_ids_check" check (cardinality("named_leader_ids") <= 16);`,
    );
    this.addSql(
      `alter table "rehearsal_room" add column "lead_requested_by" uuid null references "user" ("id") on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "rehearsal_room" drop column "lead_requested_by", drop column "named_leader_ids", drop column "anyone_may_lead";`,
    );
  }
}
