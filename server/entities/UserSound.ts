import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { USER_SOUND_MAX_MS, USER_SOUND_NAME_MAX_LENGTH } from '../../schema/limits';
import { between, lengthBetween } from './checkExpressions';
import { User } from './User';

/**
 * A user's own sound (a click sample, or any short named audio), already prepared by the server
 * (services/sounds: trimmed, normalised, re-encoded as WAV; never the uploaded bytes). Stored in
 * PostgreSQL like profile photos so app instances stay stateless. `bytes` is lazy: only the audio
 * route reads it.
 */
@Entity({ tableName: 'user_sound' })
@Index({ name: 'user_sound_user_created_index', properties: ['user', 'createdAt'] })
@Check({ name: 'user_sound_name_check', expression: lengthBetween('name', 1, USER_SOUND_NAME_MAX_LENGTH) })
@Check({ name: 'user_sound_duration_ms_check', expression: between('duration_ms', 1, USER_SOUND_MAX_MS) })
@Check({ name: 'user_sound_byte_length_check', expression: '"byte_length" > 0' })
export class UserSound {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The name its owner gave it. */
  @Property({ type: 'text' })
  name!: string;

  /** Its length after the silence before its onset was cut. */
  @Property({ type: 'integer' })
  durationMs!: number;

  /** Length of `bytes`, kept beside them so the per-user quota is a sum without reading any audio. */
  @Property({ type: 'integer' })
  byteLength!: number;

  /** 16-bit PCM mono WAV. */
  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  /** Its owner; the sound goes with them. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
