import { ControlMappingsDocument, type ControlMappingsQuery } from '../../../graphql/generated';
import { buildUser, renderWithProviders, screen, waitFor } from '../../../test-utils/render';
import { usePedals } from './usePedals';
import type { PedalCommands } from './pedalModel';

const key = (code: string) => ({
  kind: 'key',
  channel: null,
  number: null,
  code,
  __typename: 'ControlSource' as const,
});
const mapping = (code: string, action: string, message: string | null = null) => ({
  __typename: 'ControlMapping' as const,
  source: key(code),
  press: 'short',
  action,
  message,
});
const SAVED: ControlMappingsQuery = {
  __typename: 'Query',
  settings: {
    __typename: 'GeneratorSettings',
    bpm: 120,
    soundType: 'click',
    countInSoundType: 'click',
    durationSeconds: 180,
    countInBeats: 4,
    volumePercent: 80,
    visualizerTheme: 'Standard',
    rhythm: null,
    countInBars: null,
    practice: null,
    cues: null,
    controlMappings: {
      __typename: 'ControlMappings',
      holdMs: 500,
      mappings: [mapping('ArrowRight', 'nextSong'), mapping('KeyM', 'message', 'Last chorus')],
    },
  },
};
const mocks = [{ request: { query: ControlMappingsDocument }, result: { data: SAVED } }];

function Harness({ commands }: { commands: PedalCommands }) {
  const pedals = usePedals(commands);
  return <p>{pedals.mappings.length} mappings</p>;
}

function press(code: string) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true }));
  document.body.dispatchEvent(new KeyboardEvent('keyup', { code, bubbles: true }));
}

describe('pedals on a stage', () => {
  afterEach(() => localStorage.clear());

  it('runs mapped keys (the stage does not also see them), leaves unmapped ones to the stage, sends a mapped band message', async () => {
    localStorage.setItem('miq.pedals', JSON.stringify({ on: true, portId: '' }));
    const commands = { toggle: jest.fn(), next: jest.fn(), previous: jest.fn(), message: jest.fn() };
    const stageSaw: string[] = [];
    const stage = (event: KeyboardEvent) => stageSaw.push(event.code);
    document.addEventListener('keydown', stage);
    renderWithProviders(<Harness commands={commands} />, { user: buildUser(), mocks });
    await screen.findByText('2 mappings');
    press('ArrowRight');
    expect(commands.next).toHaveBeenCalledTimes(1);
    press('ArrowLeft');
    expect(stageSaw).toEqual(['ArrowLeft']);
    press('KeyM');
    expect(commands.message).toHaveBeenCalledWith('Last chorus');
    document.removeEventListener('keydown', stage);
  });

  it('does nothing and asks for nothing until turned on', async () => {
    const requestMIDIAccess = jest.fn();
    Object.defineProperty(navigator, 'requestMIDIAccess', { value: requestMIDIAccess, configurable: true });
    const commands = { toggle: jest.fn(), next: jest.fn(), previous: jest.fn() };
    renderWithProviders(<Harness commands={commands} />, { user: buildUser(), mocks });
    await screen.findByText('0 mappings');
    press('ArrowRight');
    await waitFor(() => expect(commands.next).not.toHaveBeenCalled());
    expect(requestMIDIAccess).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'requestMIDIAccess');
  });
});
