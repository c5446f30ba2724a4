import { MIDI_REFUSED, MIDI_UNSUPPORTED, midiInputs, midiOutputs, requestMidi } from './webMidi';

function port(id: string, state: MIDIPortDeviceState): MIDIPort {
  return { id, name: `Port ${id}`, state } as MIDIPort;
}

describe('Web MIDI access', () => {
  it('says which browsers have MIDI where this one has none, and asks nothing', async () => {
    await expect(requestMidi({} as Navigator)).rejects.toThrow(MIDI_UNSUPPORTED);
  });

  it('turns a refused permission into a sentence the user can act on', async () => {
    const nav = { requestMIDIAccess: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    await expect(requestMidi(nav as unknown as Navigator)).rejects.toThrow(MIDI_REFUSED);
  });

  it('asks without sysex and lists only the connected ports', async () => {
    const access = {
      outputs: new Map([
        ['a', port('a', 'connected')],
        ['b', port('b', 'disconnected')],
      ]),
      inputs: new Map([['c', port('c', 'connected')]]),
    } as unknown as MIDIAccess;
    const requestMIDIAccess = jest.fn(() => Promise.resolve(access));
    const granted = await requestMidi({ requestMIDIAccess } as unknown as Navigator);
    expect(requestMIDIAccess).toHaveBeenCalledWith({ sysex: false });
    expect(midiOutputs(granted)).toEqual([{ id: 'a', name: 'Port a' }]);
    expect(midiInputs(granted)).toEqual([{ id: 'c', name: 'Port c' }]);
  });
});
