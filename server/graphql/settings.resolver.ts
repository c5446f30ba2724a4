import 'reflect-metadata';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import * as settings from '../services/settings';
import type { GeneratorSettingsView } from '../services/settings';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import { GeneratorSettings, GeneratorSettingsInput } from './settings.types';

/** The generator's settings per user; the same services as GET/PUT /api/users/settings. */
@Resolver()
export class SettingsResolver {
  @Query(() => GeneratorSettings, {
    description: "The viewer's generator settings (the defaults until they save any).",
  })
  settings(@Ctx() ctx: GraphQLContext): Promise<GeneratorSettingsView> {
    return settings.getSettings(ctx);
  }

  @Mutation(() => GeneratorSettings, {
    description: "Saves the viewer's generator settings, so their other devices start the same.",
  })
  updateSettings(
    @Arg('input', () => GeneratorSettingsInput, { description: 'Every setting.' }) input: GeneratorSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratorSettingsView> {
    return settings.updateSettings(ctx, givenFields(input));
  }
}
