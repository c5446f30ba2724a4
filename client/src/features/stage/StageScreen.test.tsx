import { fireEvent } from '@testing-library/react';
import { renderWithProviders, screen, userEvent } from '../../test-utils/render';
import { StageScreen } from './StageScreen';
import type { StageSong } from './stageSong';

const song: StageSong = {
  name: 'Opener',
  artist: 'Band',
  bpm: 128,
  meter: '4/4',
  beatsPerBar: 4,
  musicalKey: 'E minor',
  notes: 'Start on the chorus',
};
const next: StageSong = { ...song, name: 'Closer', musicalKey: null, notes: '' };

// jsdom has no PointerEvent; a MouseEvent with a pointer id is what the stage reads of one.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
Object.assign(window, { PointerEvent: PointerEventStub });

function renderStage(playing = false) {
  const commands = { toggle: jest.fn(), next: jest.fn(), previous: jest.fn() };
  const view = renderWithProviders(
    <StageScreen
      song={song}
      next={next}
      position="Gig · Song 1 of 2"
      theme="Dark"
      beat={{ lit: null, countIn: null }}
      playing={playing}
      status={playing ? 'Playing' : 'Stopped'}
      commands={commands}
      backTo="/playlist/p-1"
      settings={<input aria-label="Gap" />}
    />,
  );
  return { ...view, commands };
}

const called = (commands: Record<string, jest.Mock>) =>
  Object.fromEntries(Object.entries(commands).map(([name, mock]) => [name, mock.mock.calls.length]));

describe('the stage screen', () => {
  it('shows the song, its tempo, meter, key, notes and the next song, with a way back', () => {
    renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Opener' })).toBeInTheDocument();
    expect(screen.getByTestId('stage-tempo')).toHaveTextContent('128 BPM');
    expect(screen.getByTestId('stage-meter')).toHaveTextContent('4/4');
    expect(screen.getByTestId('stage-key')).toHaveTextContent('Key E minor');
    expect(screen.getByText('Start on the chorus')).toBeInTheDocument();
    expect(screen.getByText('Next: Closer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to playlist' })).toHaveAttribute('href', '/playlist/p-1');
    expect(screen.getByTestId('perform-stage')).toHaveAttribute('data-stage-theme', 'Dark');
  });

  it.each([
    ['{ArrowRight}', 'next'],
    ['{ArrowDown}', 'next'],
    ['{PageDown}', 'next'],
    ['{ArrowLeft}', 'previous'],
    ['{ArrowUp}', 'previous'],
    ['{PageUp}', 'previous'],
    [' ', 'toggle'],
    ['{Enter}', 'toggle'],
  ])('%s → %s', async (key, command) => {
    const { commands } = renderStage();
    await userEvent.keyboard(key);
    expect(called(commands)).toEqual({ toggle: 0, next: 0, previous: 0, [command]: 1 });
  });

  it('leaves keys with a modifier, and keys typed into a field, alone', async () => {
    const { commands } = renderStage();
    await userEvent.keyboard('{Control>}{PageDown}{/Control}{Shift>} {/Shift}');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    screen.getByRole('textbox', { name: 'Gap' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter} ');
    expect(called(commands)).toEqual({ toggle: 0, next: 0, previous: 0 });
  });

  it('plays once when Enter or Space is pressed on the focused Play button: the button handles it, not the stage as well', async () => {
    const { commands } = renderStage();
    screen.getByRole('button', { name: 'Play' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(called(commands)).toEqual({ toggle: 2, next: 0, previous: 0 });
  });

  it('shows Stop while playing, and the buttons run their commands', async () => {
    const { commands } = renderStage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(called(commands)).toEqual({ toggle: 1, next: 1, previous: 1 });
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-pressed', 'true');
  });

  describe('swipes', () => {
    const swipe = (element: Element, fromX: number, toX: number, toY = 300) => {
      fireEvent.pointerDown(element, { pointerId: 3, clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(element, { pointerId: 3, clientX: toX, clientY: toY });
    };

    it('goes to the next song on a swipe left, back on a swipe right', () => {
      const { commands } = renderStage();
      swipe(screen.getByTestId('stage-tempo'), 300, 200);
      expect(called(commands)).toEqual({ toggle: 0, next: 1, previous: 0 });
      swipe(screen.getByTestId('beat-flash'), 100, 220);
      expect(called(commands)).toEqual({ toggle: 0, next: 1, previous: 1 });
    });

    it('ignores short and mostly vertical moves, and presses that start on a button', () => {
      const { commands } = renderStage();
      swipe(screen.getByTestId('stage-tempo'), 300, 260);
      swipe(screen.getByTestId('stage-tempo'), 300, 200, 500);
      swipe(screen.getByRole('button', { name: 'Next' }), 300, 100);
      expect(called(commands)).toEqual({ toggle: 0, next: 0, previous: 0 });
    });
  });
});
