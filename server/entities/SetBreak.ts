import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Property } from '@mikro-orm/decorators/legacy';
import { SET_BREAK_NAME_MAX_LENGTH } from '../../schema/limits';
import { lengthBetween } from './checkExpressions';
import { SetListPlace } from './SetListPlace';

/**
 * A named divider between songs of a set list ('Set 2', 'Encore'). Its position is in the same
 * sequence as the playlist's tracks (docs/decisions/0029-set-breaks-share-track-positions.md):
 * every change of places runs under the playlist's row lock, which keeps the two tables' positions
 * distinct.
 */
@Entity({ tableName: 'set_break' })
@Check({ name: 'set_break_position_check', expression: '"position" >= 0' })
@Check({ name: 'set_break_name_check', expression: lengthBetween('name', 1, SET_BREAK_NAME_MAX_LENGTH) })
export class SetBreak extends SetListPlace {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
