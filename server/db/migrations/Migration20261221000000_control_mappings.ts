import { Migration } from '@mikro-orm/migrations';

/** Pedal and controller mappings kept with the user's settings as a JSON object (schema/controlMappings.ts); null — every existing row — is none. */
export class Migration20261221000000_control_mappings extends Migration {
  override async up(): Promise<void> {
    const check = `constraint "user_settings_control_mappings_check" check (jsonb_typeof("control_mappings") = 'object')`;
    this.addSql(`alter table "user_settings" add column "control_mappings" jsonb null, add ${check};`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_settings" drop column "control_mappings";`);
  }
}
