import { Migration } from '@mikro-orm/migrations';

const SOUNDS = `('click', 'beep', 'woodblock', 'cowbell', 'clave', 'tick', 'bongo', 'bell')`;
const CONSTRAINTS: Array<[table: string, column: string]> = [
  ['user_settings', 'sound_type'],
  ['user_settings', 'count_in_sound_type'],
  ['track', 'sound_type'],
  ['track', 'count_in_sound_type'],
];

/** Eight sounds instead of four (a sound of its own for each beat level needs at least eight): every sound column's CHECK takes the new ones. */
export class Migration20261206000000_eight_sounds extends Migration {
  override async up(): Promise<void> {
    for (const [table, column] of CONSTRAINTS) {
      this.addSql(
        `alter table "${table}" drop constraint "${table}_${column}_check", add constraint "${table}_${column}_check" check ("${column}" in ${SOUNDS});`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, column] of CONSTRAINTS) {
      this.addSql(
        `alter table "${table}" drop constraint "${table}_${column}_check", add constraint "${table}_${column}_check" check ("${column}" in ('click', 'beep', 'woodblock', 'cowbell'));`,
      );
    }
  }
}
