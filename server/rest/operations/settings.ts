import { generatorSettingsSchema } from '../../../schema/validation';
import * as settings from '../../services/settings';
import { restTable, type RestOperation } from './restOperation';

/** /api/users/settings: the generator's settings, kept per user so every device starts the same. */
export const settingsOperations: RestOperation[] = restTable({ tag: 'Profiles', who: 'user' }, [
  {
    operationId: 'settings',
    method: 'get',
    path: '/api/users/settings',
    summary: 'Your generator settings (the defaults until you save any)',
    output: { status: 200, description: 'The settings.', view: 'GeneratorSettings' },
    handle: ({ ctx }) => settings.getSettings(ctx),
  },
  {
    operationId: 'updateSettings',
    method: 'put',
    path: '/api/users/settings',
    summary: 'Save your generator settings (all of them)',
    body: { name: 'GeneratorSettingsInput', schema: generatorSettingsSchema },
    output: { status: 200, description: 'The settings as saved.', view: 'GeneratorSettings' },
    handle: ({ ctx, body }) => settings.updateSettings(ctx, body),
  },
]);
