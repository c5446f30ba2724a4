import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClockSource } from '../midi/midiOut';
import type { SongMessages } from '../midi/trackPatches';
import type { MidiPortChoice } from '../midi/webMidi';
import { loadMidiOut, saveMidiOut, type MidiOutChoice } from './midiOutStore';

type MidiSession = typeof import('../midi/midiSession');

/** What the 'MIDI out' settings show and do (see {@link useMidiOut}). */
export interface MidiOutModel {
  on: boolean;
  /** MIDI_UNSUPPORTED or MIDI_REFUSED, or null. */
  error: string | null;
  ports: MidiPortChoice[];
  choice: MidiOutChoice;
  setOn(on: boolean): void;
  choosePort(portId: string): void;
  setOffsetMs(offsetMs: number): void;
}

/**
 * MIDI clock and transport out, following the page's click player: off until the user turns it
 * on, which loads the MIDI code and asks the browser for MIDI (never before). The port and the
 * clock offset are kept on this device. `songMessages` gives each song's Program and Control
 * Changes, sent with the clock when a track marked with that song plays (settingsOfSong). Lives
 * with the screen, so the clock goes on while the settings panel is closed.
 */
export function useMidiOut(getPlayer: () => ClockSource | null, songMessages?: SongMessages): MidiOutModel {
  // The latest, read when a track starts: the songs' messages may arrive after MIDI was turned on.
  const messages = useRef(songMessages);
  useEffect(() => {
    messages.current = songMessages;
  });
  const [on, setOnState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ports, setPorts] = useState<MidiPortChoice[]>([]);
  const [choice, setChoice] = useState<MidiOutChoice>(loadMidiOut);
  const session = useRef<{ module: MidiSession; access: MIDIAccess } | null>(null);
  const request = useRef(0);

  const setOn = useCallback((next: boolean) => {
    const asked = ++request.current;
    setError(null);
    setOnState(next);
    if (!next || session.current) return;
    void import('../midi/midiSession')
      .then(async (module) => {
        const access = await module.requestMidi();
        if (asked !== request.current) return;
        session.current = { module, access };
        const refresh = () => setPorts(module.midiOutputs(access));
        access.addEventListener('statechange', refresh);
        refresh();
      })
      .catch((failure: unknown) => {
        if (asked !== request.current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setOnState(false);
      });
  }, []);

  const update = useCallback((next: Partial<MidiOutChoice>) => {
    setChoice((was) => {
      const merged = { ...was, ...next };
      saveMidiOut(merged);
      return merged;
    });
  }, []);

  // The port chosen before, else the first one: a single interface needs no choice.
  const portId = ports.some((port) => port.id === choice.portId) ? choice.portId : (ports[0]?.id ?? '');
  const clock = useRef<ReturnType<MidiSession['startClockOut']>>(null);
  useEffect(() => {
    const current = session.current;
    if (!on || !current || !portId) return undefined;
    const started = current.module.startClockOut(current.access, portId, getPlayer, {
      offsetMs: loadMidiOut().offsetMs,
      extraEvents: (settings) => current.module.trackPatchEvents(settings, (songId) => messages.current?.(songId)),
    });
    clock.current = started;
    return () => {
      started?.dispose();
      clock.current = null;
    };
  }, [on, portId, getPlayer]);
  useEffect(() => clock.current?.setOffsetMs(choice.offsetMs), [choice.offsetMs]);

  return {
    on,
    error,
    ports,
    choice: { ...choice, portId },
    setOn,
    choosePort: (id) => update({ portId: id }),
    setOffsetMs: (offsetMs) => update({ offsetMs, portId }),
  };
}
