import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BPM_MAX, BPM_MIN, REHEARSAL_DEVICE_NAME_MAX_LENGTH, REHEARSAL_NAMED_LEADERS_MAX } from '../../schema/limits';
import { Json } from './jsonSchema';
import { RehearsalMessage } from './rehearsalMessage.types';
import type { RehearsalMemberView, RehearsalRoomView } from '../services/rehearsal/rooms';
import { RehearsalEventKind, type RehearsalEventView } from '../services/rehearsal/subscription';

registerEnumType(RehearsalEventKind, {
  name: 'RehearsalEventKind',
  description: 'What a rehearsal event says happened.',
  valuesConfig: {
    JOINED: { description: 'The first event: this device is in the room (memberId is its id).' },
    ROOM_UPDATED: { description: "The room's state or its devices changed." },
    ACCESS_REVOKED: { description: 'The viewer may no longer rehearse with the playlist; the subscription ends.' },
    PLAYLIST_DELETED: { description: 'The playlist was deleted; the subscription ends.' },
  },
});

@ObjectType({ description: 'A device in a rehearsal room.' })
export class RehearsalMember implements RehearsalMemberView {
  @Field(() => ID, { description: "The device's id in the room." })
  id!: string;

  @Field({ description: "Its user's username." })
  username!: string;

  @Field({ description: "The device's name." })
  deviceName!: string;

  @Field({ description: 'Whether its user leads the room.' })
  isLeader!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: "The device's own estimate of its sync error, in milliseconds; null until it reports one.",
  })
  syncErrorMs!: number | null;

  @Field(() => DateTimeResolver, { description: 'When it joined.' })
  joinedAt!: Date;
}

@ObjectType({
  description:
    "A playlist's rehearsal room: who leads, what plays from when on the room clock (serverTime), and the devices in it.",
})
export class RehearsalRoom implements RehearsalRoomView {
  @Field(() => ID, { description: 'The playlist.' })
  playlistId!: string;

  @Field(() => ID, { nullable: true, description: 'The user who leads, while one of their devices is in the room.' })
  leaderId!: string | null;

  @Field(() => String, { nullable: true, description: "The leader's username." })
  leaderUsername!: string | null;

  @Field({ description: "'PLAYING' from startsAt, or 'STOPPED' (at stopsAt)." })
  @Json({ enum: ['STOPPED', 'PLAYING'] })
  status!: 'STOPPED' | 'PLAYING';

  @Field(() => ID, { nullable: true, description: 'The track that plays or played last.' })
  trackId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its tempo in the room.' })
  @Json({ minimum: BPM_MIN, maximum: BPM_MAX })
  bpm!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "When the track's first sample (its count-in) sounds, in room-clock epoch milliseconds.",
  })
  startsAt!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'When every device stops, in room-clock epoch milliseconds; null while playing.',
  })
  stopsAt!: number | null;

  @Field(() => Int, { description: 'How far ahead of the command a start or stop is scheduled, in milliseconds.' })
  leadTimeMs!: number;

  @Field(() => Int, { description: 'Goes up by one with each command.' })
  version!: number;

  @Field(() => [RehearsalMember], { description: 'The devices in the room, in the order they joined.' })
  members!: RehearsalMember[];

  @Field(() => String, {
    nullable: true,
    description: 'A bandmate in the room asking the leader for the lead (answerRehearsalLead); null when nobody asks.',
  })
  leadRequestUsername!: string | null;

  @Field({
    description: "Whether anyone in the room may ask to lead; false: only the playlist's owner and namedLeaders.",
  })
  anyoneMayLead!: boolean;

  @Field(() => [String], { description: 'The people the owner named to lead, by username.' })
  namedLeaders!: string[];

  @Field(() => RehearsalMessage, { nullable: true, description: "The room's last band message." })
  message!: RehearsalMessage | null;
}

/** `setRehearsalLeaders` input. */
@InputType({ description: "Who may lead a playlist's rehearsals." })
export class RehearsalLeadersInput {
  @Field({
    description:
      "Anyone in the room may ask the leader for the lead (true), or only the owner and the people in 'leaders' may lead (false).",
  })
  anyoneMayLead!: boolean;

  @Field(() => [String], {
    nullable: true,
    description: `Usernames of people the playlist is shared with who may lead, at most ${REHEARSAL_NAMED_LEADERS_MAX}.`,
  })
  leaders?: string[];
}

@ObjectType({ description: 'One event of a rehearsal room, for one device.' })
export class RehearsalEvent implements RehearsalEventView {
  @Field(() => ID, { description: 'The playlist.' })
  playlistId!: string;

  @Field(() => RehearsalEventKind, { description: 'What happened.' })
  kind!: RehearsalEventKind;

  @Field(() => ID, { description: "This device's id in the room (for reportRehearsalSync)." })
  memberId!: string;

  @Field(() => RehearsalRoom, {
    nullable: true,
    description: 'The room as it is now; null once the subscription ends.',
  })
  room!: RehearsalRoom | null;
}

@InputType({ description: 'The leader starts a track: Play, Next, or a new tempo.' })
export class RehearsalStartInput {
  @Field(() => ID, { description: 'A track of this playlist.' })
  trackId!: string;

  @Field(() => Int, {
    nullable: true,
    description: `The tempo (${BPM_MIN}–${BPM_MAX}); the track's own when left out.`,
  })
  bpm?: number | null;
}

/** The device name's description, with its limit. */
export const DEVICE_NAME_DESCRIPTION = `This device's name as the room shows it (at most ${REHEARSAL_DEVICE_NAME_MAX_LENGTH} characters; 'Device' when left out).`;
