import 'reflect-metadata';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { REHEARSAL_MESSAGE_MAX_LENGTH, REHEARSAL_MESSAGE_PRESETS } from '../../schema/limits';
import type { RehearsalMessageView } from '../services/rehearsal/messageView';

@ObjectType({ description: 'A band message: flashed full screen on every device in the room.' })
export class RehearsalMessage implements RehearsalMessageView {
  @Field(() => ID, { description: 'The message; a device shows each one once.' })
  id!: string;

  @Field({ description: 'What it says.' })
  text!: string;

  @Field(() => String, { nullable: true, description: 'Who sent it.' })
  fromUsername!: string | null;

  @Field(() => Float, { description: 'When the server took it, in room-clock epoch milliseconds.' })
  sentAt!: number;

  @Field({ description: "Whether it waits for the playing song's next downbeat (false when nothing played)." })
  onDownbeat!: boolean;

  @Field(() => Float, {
    description:
      'Room-clock epoch milliseconds: shown from then, or, when onDownbeat, on the first bar of the playing song that starts at or after it.',
  })
  showFrom!: number;
}

/** `sendRehearsalMessage` input. */
@InputType({ description: 'A band message from the leader (or someone the owner named).' })
export class RehearsalMessageInput {
  @Field({
    description: `${REHEARSAL_MESSAGE_PRESETS.map((preset) => `'${preset}'`).join(', ')}, 'Now playing <song>', 'Up next <song>', or free text of at most ${REHEARSAL_MESSAGE_MAX_LENGTH} characters; one line.`,
  })
  text!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "Show it on the playing song's next downbeat on every device (at once when nothing plays).",
  })
  onDownbeat?: boolean | null;
}
