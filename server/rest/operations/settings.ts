import { generatorSettingsSchema } from '../../../schema/validation';
import * as settings from '../../services/settings';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Profiles', who: 'user' };

/** /api/users/settings: the generator's settings, kept per user so every device starts the same. */
export const settingsOperations: RestOperation[] = restTable(DEFAULTS, {
  settings: {
    route: 'GET /api/users/settings',
    summary: 'Your generator settings (the defaults until you save any)',
    output: { description: 'The settings.', view: 'GeneratorSettings' },
    handle: ({ ctx }) => settings.getSettings(ctx),
  },
  updateSettings: {
    route: 'PUT /api/users/settings',
    summary: 'Save your generator settings (all of them)',
    body: { name: 'GeneratorSettingsInput', schema: generatorSettingsSchema },
    output: { description: 'The settings as saved.', view: 'GeneratorSettings' },
    handle: ({ ctx, body }) => settings.updateSettings(ctx, body),
  },
});
