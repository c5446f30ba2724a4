import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { PlaylistView } from '../services/playlistViews';
import * as setBreaks from '../services/setBreaks';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import { Playlist } from './playlist.types';
import { SetBreakInput, SetBreakUpdateInput } from './setBreak.types';

/** Set breaks between a set list's songs; each operation is one call into the services the REST routes use. */
@Resolver()
export class SetBreakResolver {
  @Mutation(() => Playlist, {
    description:
      'Adds a named set break (owner or admin) after a track or break, or at the end, and returns the playlist.',
  })
  addSetBreak(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('input', () => SetBreakInput, { description: 'Its name and place.' }) input: SetBreakInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return setBreaks.addSetBreak(ctx, playlistId, givenFields(input));
  }

  @Mutation(() => Playlist, { description: 'Renames a set break (owner or admin) and returns its playlist.' })
  renameSetBreak(
    @Arg('breakId', () => ID, { description: 'Set break id.' }) breakId: string,
    @Arg('input', () => SetBreakUpdateInput, { description: 'The new name.' }) input: SetBreakUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return setBreaks.renameSetBreak(ctx, breakId, { ...input });
  }

  @Mutation(() => Playlist, {
    description: 'Removes a set break (owner or admin); the songs keep their order. Returns the playlist.',
  })
  removeSetBreak(
    @Arg('breakId', () => ID, { description: 'Set break id.' }) breakId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return setBreaks.removeSetBreak(ctx, breakId);
  }
}
