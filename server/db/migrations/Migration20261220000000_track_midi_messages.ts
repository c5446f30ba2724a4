import { Migration } from '@mikro-orm/migrations';

/** A track's Program and Control Changes as a JSON list; null (every existing track) sends none. */
export class Migration20261220000000_track_midi_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "track"
        add column "midi_messages" jsonb null,
        add constraint "track_midi_messages_check" check (jsonb_typeof("midi_messages") = 'array');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "track" drop column "midi_messages";`);
  }
}
