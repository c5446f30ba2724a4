import { Migration } from '@mikro-orm/migrations';

/**
 * Band messages in a rehearsal room: the room's last message (who sent it, when on the room clock,
 * from when it may show, whether it waits for a downbeat) and the room's own message rate, counted
 * on its row like its commands so the limit holds across instances. Writing them updates the room,
 * whose trigger tells every device.
 */
export class Migration20261217000000_rehearsal_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rehearsal_room"
      add column "message_id" uuid null,
      add column "message_text" text null,
      add column "message_by" uuid null references "user" ("id") on delete set null,
      add column "message_sent_at_ms" double precision null,
      add column "message_show_from_ms" double precision null,
      add column "message_on_downbeat" boolean not null default false,
      add column "messages_in_window" integer not null default 0,
      add column "message_window_started_at" timestamptz not null default now();`);
    this.addSql(
      `alter table "rehearsal_room" add constraint "rehearsal_room_message_text_check" check (length("message_text") between 1 and 212);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rehearsal_room" drop constraint if exists "rehearsal_room_message_text_check",
      drop column "message_id", drop column "message_text", drop column "message_by", drop column "message_sent_at_ms",
      drop column "message_show_from_ms", drop column "message_on_downbeat", drop column "messages_in_window",
      drop column "message_window_started_at";`);
  }
}
