import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  CONTROL_HOLD_MS_DEFAULT,
  type ControlAction,
  type ControlMapping,
  type ControlPress,
  type ControlSource,
} from '../../../../../schema/controlMappings';
import { useControlMappingsQuery, useSaveControlMappingsMutation } from '../../../graphql/generated';
import { serverMessageOr } from '../../../graphql/errors';
import { createControlDispatcher } from '../../../midi/controlDispatcher';
import { keySourceOf, midiEdgeOf } from '../../../midi/controlSources';
import { loadPedalDevice, savePedalDevice, type PedalDevice } from '../../../midi/pedalDevice';
import type { MidiPortChoice } from '../../../midi/webMidi';
import { commandOf, offeredActions, plainMappings, type PedalCommands } from './pedalModel';

/** What is being learned: the next MIDI message or key becomes this action's source. */
export interface Learning {
  action: ControlAction;
  press: ControlPress;
  message?: string;
}

const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];
const typedIntoField = (event: KeyboardEvent) =>
  event.target instanceof HTMLElement && (FIELDS.includes(event.target.tagName) || event.target.isContentEditable);

/** MIDI access once the user turns pedals on (asked only then), its connected inputs, or why there is none. */
function useMidiAccess(on: boolean) {
  const [state, setState] = useState<{ access: MIDIAccess | null; inputs: MidiPortChoice[]; problem: string | null }>({
    access: null,
    inputs: [],
    problem: null,
  });
  useEffect(() => {
    if (!on) return undefined;
    let live = true;
    void import('../../../midi/webMidi').then(async ({ requestMidi, midiInputs }) => {
      try {
        const access = await requestMidi();
        if (live) setState({ access, inputs: midiInputs(access), problem: null });
      } catch (error) {
        if (live) setState({ access: null, inputs: [], problem: (error as Error).message });
      }
    });
    return () => {
      live = false;
    };
  }, [on]);
  return state;
}

/**
 * Pedals and controllers on a stage: the user's mappings (on the server), this device's choice
 * (on or off, the MIDI input), MIDI learn, and the listeners that run the mapped commands. A key
 * the user mapped wins over the stage's own use of it (its event stops here); unmapped keys keep
 * theirs.
 */
export function usePedals(commands: PedalCommands) {
  const [device, setDevice] = useState<PedalDevice>(loadPedalDevice);
  const { data } = useControlMappingsQuery({ skip: !device.on });
  const [save] = useSaveControlMappingsMutation();
  const saved = plainMappings(data?.settings.controlMappings);
  const holdMs = saved?.holdMs ?? CONTROL_HOLD_MS_DEFAULT;
  const mappings = useMemo(() => saved?.mappings ?? [], [JSON.stringify(saved?.mappings ?? [])]); // eslint-disable-line react-hooks/exhaustive-deps
  const midi = useMidiAccess(device.on);
  const portId = midi.inputs.some((port) => port.id === device.portId) ? device.portId : (midi.inputs[0]?.id ?? '');
  const [learning, setLearning] = useState<Learning | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const commandsRef = useRef(commands);
  commandsRef.current = commands;
  const learningRef = useRef(learning);
  learningRef.current = learning;

  const choose = (next: PedalDevice) => {
    setDevice(next);
    savePedalDevice(next);
  };

  const store = async (list: ControlMapping[]) => {
    const settings = data?.settings;
    if (!settings) return setProblem('Sign in to keep pedal mappings.');
    // The settings every save sends; the rhythm, practice and cues left out are kept as saved.
    const { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent, visualizerTheme } =
      settings;
    const plain = { bpm, soundType, countInSoundType, durationSeconds, countInBeats, volumePercent, visualizerTheme };
    try {
      await save({
        variables: { input: { ...plain, controlMappings: { holdMs, mappings: list } } },
        refetchQueries: ['ControlMappings'],
        awaitRefetchQueries: true,
      });
      setProblem(null);
    } catch (error) {
      setProblem(serverMessageOr(error, 'The mapping could not be saved. Try again.'));
    }
  };

  const learned = (source: ControlSource) => {
    const target = learningRef.current;
    if (!target) return;
    learningRef.current = null;
    setLearning(null);
    const mapping: ControlMapping = {
      source,
      press: target.press,
      action: target.action,
      message: target.message ?? null,
    };
    void store([...mappings, mapping]);
  };

  const dispatcher = useMemo(
    () =>
      createControlDispatcher(mappings, holdMs, (mapping) => {
        // Rendered at once, not on React's next scheduled task: a pedal's step shows in the same task.
        const command = commandOf(commandsRef.current, mapping);
        if (command) flushSync(command);
      }),
    [mappings, holdMs],
  );
  useEffect(() => () => dispatcher.dispose(), [dispatcher]);

  useEffect(() => {
    const input = midi.access?.inputs.get(portId);
    if (!device.on || !input) return undefined;
    const listen = (event: Event) => {
      const message = event as MIDIMessageEvent;
      const edge = message.data ? midiEdgeOf(message.data) : null;
      if (!edge) return;
      if (learningRef.current) {
        if (edge.down) learned(edge.source);
        return;
      }
      dispatcher.edge(edge.source, edge.down, message.timeStamp, edge.instant);
    };
    input.addEventListener('midimessage', listen);
    return () => input.removeEventListener('midimessage', listen);
  });

  useEffect(() => {
    if (!device.on) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typedIntoField(event)) return;
      const down = event.type === 'keydown';
      if (learningRef.current) {
        if (!down) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.code === 'Escape') {
          learningRef.current = null;
          setLearning(null);
        } else learned(keySourceOf(event.code));
        return;
      }
      if (dispatcher.edge(keySourceOf(event.code), down, event.timeStamp)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
    };
  });

  return {
    on: device.on,
    setOn: (on: boolean) => choose({ ...device, on }),
    midiProblem: midi.problem,
    inputs: midi.inputs,
    portId,
    choosePort: (id: string) => choose({ ...device, portId: id }),
    actions: offeredActions(commands),
    holdMs,
    mappings,
    learning,
    learn: (target: Learning) => setLearning(target),
    cancelLearning: () => setLearning(null),
    remove: (index: number) => void store(mappings.filter((_, at) => at !== index)),
    problem,
  };
}

/** The pedals as {@link usePedals} gives them to the panel. */
export type PedalsModel = ReturnType<typeof usePedals>;
