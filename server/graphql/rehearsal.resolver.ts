import 'reflect-metadata';
import { Arg, Ctx, Float, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { deliveredEvent, type StreamFailure } from '../services/live/authorisedStream';
import * as rehearsal from '../services/rehearsal/commands';
import { sendRehearsalMessage } from '../services/rehearsal/messages';
import { RehearsalMessageInput } from './rehearsalMessage.types';
import { subscribeRehearsal, type RehearsalEventView } from '../services/rehearsal/subscription';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import {
  DEVICE_NAME_DESCRIPTION,
  RehearsalEvent,
  RehearsalLeadersInput,
  RehearsalRoom,
  RehearsalStartInput,
} from './rehearsal.types';

/** Live rehearsal; the same services as /api/playlists/{id}/rehearsal and /api/time. */
@Resolver()
export class RehearsalResolver {
  @Query(() => Float, {
    description:
      'The room clock now, in epoch milliseconds: what devices synchronise to. Also served over the WebSocket, where round trips are shortest.',
  })
  serverTime(@Ctx() ctx: GraphQLContext): number {
    return rehearsal.serverTimeMs(ctx);
  }

  @Query(() => RehearsalRoom, { description: "A playlist's rehearsal room (owner, share recipients and admins)." })
  rehearsalRoom(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.getRehearsalRoom(ctx, playlistId);
  }

  @Mutation(() => RehearsalRoom, {
    description:
      'Takes the lead of the room, or asks the leader for it (leadRequestUsername) when someone present leads; the owner takes it at once. The viewer must have a device in it; a room whose owner named its leaders refuses others (403).',
  })
  leadRehearsal(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.leadRehearsal(ctx, playlistId);
  }

  @Mutation(() => RehearsalRoom, {
    description:
      "The leader's Play, Next or tempo change: the track starts from its count-in on every device at the room's startsAt.",
  })
  startRehearsalTrack(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('input', () => RehearsalStartInput, { description: 'Which track, at which tempo.' })
    input: RehearsalStartInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.startRehearsalTrack(ctx, playlistId, givenFields(input));
  }

  @Mutation(() => RehearsalRoom, { description: "The leader's Stop: every device stops at the room's stopsAt." })
  stopRehearsal(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.stopRehearsal(ctx, playlistId);
  }

  @Mutation(() => RehearsalRoom, {
    description:
      'A band message, flashed on every device in the room: from the leader, the owner or the people the owner named (403), who need a device in it (409); limited per room (429).',
  })
  sendRehearsalMessage(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('input', () => RehearsalMessageInput, { description: 'The text, and whether it waits for the next downbeat.' })
    input: RehearsalMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return sendRehearsalMessage(ctx, playlistId, givenFields(input));
  }

  @Mutation(() => RehearsalRoom, {
    description:
      "The leader's answer to the bandmate asking to lead: accept hands the lead over, false keeps it (409 when nobody asks).",
  })
  answerRehearsalLead(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('accept', { description: 'Hand the lead over (true) or keep it (false).' }) accept: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.answerLeadRequest(ctx, playlistId, { accept });
  }

  @Mutation(() => RehearsalRoom, {
    description: "The owner's (or an admin's) choice of who may lead the playlist's rehearsals.",
  })
  setRehearsalLeaders(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('input', () => RehearsalLeadersInput, { description: 'Anyone, or the owner and the people named.' })
    input: RehearsalLeadersInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RehearsalRoom> {
    return rehearsal.setRehearsalLeaders(ctx, playlistId, givenFields(input));
  }

  @Mutation(() => Boolean, {
    description: "Reports this device's estimated sync error to the room (the device's own user only).",
  })
  reportRehearsalSync(
    @Arg('memberId', () => ID, { description: "The device's id (from the JOINED event)." }) memberId: string,
    @Arg('errorMs', () => Float, { description: 'Estimated sync error in milliseconds.' }) errorMs: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return rehearsal.reportRehearsalSync(ctx, memberId, { errorMs });
  }

  @Subscription(() => RehearsalEvent, {
    description:
      "Joins this device to a playlist's rehearsal room for as long as it lasts (owner, share recipients, admins; admins only for a system playlist). First JOINED, then ROOM_UPDATED on each change, each authorised again; ACCESS_REVOKED and PLAYLIST_DELETED end it.",
    subscribe: ({ args, context }) =>
      subscribeRehearsal(context as GraphQLContext, (context as GraphQLContext).live, String(args.playlistId), {
        deviceName: args.deviceName ?? null,
      }),
  })
  rehearsal(
    @Root() item: RehearsalEventView | StreamFailure,
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) _playlistId: string,
    @Arg('deviceName', () => String, { nullable: true, description: DEVICE_NAME_DESCRIPTION })
    _deviceName?: string | null,
  ): RehearsalEvent {
    return deliveredEvent(item);
  }
}
