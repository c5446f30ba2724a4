import type {
  ControlAction,
  ControlMapping,
  ControlMappings,
  ControlPress,
  ControlSource,
} from '../../../../../schema/controlMappings';
import type { ControlMappings_FieldsFragment } from '../../../graphql/generated';

/** What a pedal can make the screen do; an action the screen has no command for is not offered there. */
export interface PedalCommands {
  toggle: () => void;
  next: () => void;
  previous: () => void;
  nextSection?: () => void;
  tapTempo?: () => void;
  /** Sends a band message (in a rehearsal room). */
  message?: (text: string) => void;
}

/** The actions as the panel names them, in its order. */
export const ACTION_LABELS: Record<ControlAction, string> = {
  playStop: 'Play / stop',
  nextSong: 'Next song',
  previousSong: 'Previous song',
  nextSection: 'Next section',
  tapTempo: 'Tap tempo',
  message: 'Band message',
};

/** The command an action runs on this screen, or null where the screen has none. */
export function commandOf(commands: PedalCommands, mapping: Pick<ControlMapping, 'action' | 'message'>) {
  switch (mapping.action) {
    case 'playStop':
      return commands.toggle;
    case 'nextSong':
      return commands.next;
    case 'previousSong':
      return commands.previous;
    case 'nextSection':
      return commands.nextSection ?? null;
    case 'tapTempo':
      return commands.tapTempo ?? null;
    case 'message': {
      const send = commands.message;
      return send && mapping.message ? () => send(mapping.message!) : null;
    }
  }
}

/** The actions this screen offers. */
export function offeredActions(commands: PedalCommands): ControlAction[] {
  return (Object.keys(ACTION_LABELS) as ControlAction[]).filter((action) =>
    commandOf(commands, { action, message: 'any' }),
  );
}

/** The mappings as the server answered them, without Apollo's type names, ready to send back. */
export function plainMappings(saved: ControlMappings_FieldsFragment | null | undefined): ControlMappings | null {
  if (!saved) return null;
  return {
    holdMs: saved.holdMs,
    mappings: saved.mappings.map(({ source, press, action, message }) => ({
      source: { kind: source.kind, channel: source.channel, number: source.number, code: source.code } as ControlSource,
      press: press as ControlPress,
      action: action as ControlAction,
      message,
    })),
  };
}
