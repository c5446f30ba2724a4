import { useState } from 'react';
import type { BpmSource } from '../../../../schema/limits';
import { renderWithProviders, screen, userEvent } from '../../test-utils/render';
import { TempoEditor } from './TempoEditor';

/** A parent that keeps the value, like every real caller, and records each change. */
function renderEditor(initial = 120) {
  const changes: Array<[number, BpmSource]> = [];
  function Harness() {
    const [bpm, setBpm] = useState(initial);
    return (
      <>
        <TempoEditor
          value={bpm}
          onChange={(next, source) => {
            changes.push([next, source]);
            setBpm(next);
          }}
        />
        <button type="button">Outside</button>
      </>
    );
  }
  renderWithProviders(<Harness />);
  return { changes, user: userEvent.setup() };
}

/** The clock the editor reads (performance.now()); each tap sets it first. */
let clockMs = 0;
beforeEach(() => {
  clockMs = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => clockMs);
});

/** Runs `tap` once at each clock reading of `timesMs`. */
async function tapAt(timesMs: number[], tap: () => Promise<void>) {
  for (const time of timesMs) {
    clockMs = time;
    await tap();
  }
}

afterEach(() => jest.restoreAllMocks());

describe('TempoEditor', () => {
  it('labels the number field and every button', () => {
    renderEditor();

    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('120');
    expect(screen.getByRole('button', { name: /^Double tempo/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Halve tempo/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Tap tempo' })).toBeEnabled();
  });

  it('typing a tempo in range reports it as manual', async () => {
    const { changes, user } = renderEditor();
    const field = screen.getByRole('textbox', { name: 'Tempo (BPM)' });
    await user.clear(field);
    await user.type(field, '96');

    expect(changes.at(-1)).toEqual([96, 'manual']);
    expect(field).toHaveValue('96');
  });

  it('a typed tempo out of range is refused with the range message and reverts on leaving the field', async () => {
    const { changes, user } = renderEditor(100);
    const field = screen.getByRole('textbox', { name: 'Tempo (BPM)' });
    await user.clear(field);
    await user.type(field, '300');

    expect(screen.getByText('BPM must be a whole number from 40 to 240')).toBeInTheDocument();
    expect(changes.map(([bpm]) => bpm)).not.toContain(300);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(field).toHaveValue('100');
  });

  it('×2 and ÷2 change the tempo as manual and are disabled when the result leaves 40–240', async () => {
    const { changes, user } = renderEditor(100);
    await user.click(screen.getByRole('button', { name: /^Double tempo/ }));
    expect(changes.at(-1)).toEqual([200, 'manual']);
    expect(screen.getByRole('button', { name: /^Double tempo/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Halve tempo/ }));
    await user.click(screen.getByRole('button', { name: /^Halve tempo/ }));
    expect(changes.at(-1)).toEqual([50, 'manual']);
    expect(screen.getByRole('button', { name: /^Halve tempo/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('50');
  });

  it('halving an odd tempo rounds to a whole BPM', async () => {
    const { changes, user } = renderEditor(121);
    await user.click(screen.getByRole('button', { name: /^Halve tempo/ }));
    expect(changes.at(-1)).toEqual([61, 'manual']);
  });

  it('tapping shows and applies the tempo only from the 3rd tap, as tap', async () => {
    const { changes, user } = renderEditor();
    const tap = () => user.click(screen.getByRole('button', { name: 'Tap tempo' }));

    await tapAt([0, 500], tap);
    expect(changes).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Keep tapping: 1 more tap');

    await tapAt([1000], tap);
    expect(changes).toEqual([[120, 'tap']]);
    expect(screen.getByRole('status')).toHaveTextContent('Tapped: 120 BPM');
    await tapAt([1400], tap);
    expect(changes.at(-1)).toEqual([129, 'tap']);
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('129');
  });

  it('the T key taps while focus is inside the editor, not outside it', async () => {
    const { changes, user } = renderEditor();
    screen.getByRole('textbox', { name: 'Tempo (BPM)' }).focus();

    await tapAt([0, 400, 800], () => user.keyboard('t'));
    expect(changes).toEqual([[150, 'tap']]);
    expect(screen.getByRole('textbox', { name: 'Tempo (BPM)' })).toHaveValue('150');

    screen.getByRole('button', { name: 'Outside' }).focus();
    await tapAt([1200], () => user.keyboard('t'));
    expect(changes).toHaveLength(1);
  });

  it('a pause over 2 s starts a new tap sequence', async () => {
    const { changes, user } = renderEditor();
    const tap = () => user.click(screen.getByRole('button', { name: 'Tap tempo' }));
    await tapAt([0, 500, 1000, 4000], tap);

    expect(screen.getByRole('status')).toHaveTextContent('Keep tapping: 2 more taps');
    await tapAt([4600], tap);
    expect(screen.getByRole('status')).toHaveTextContent('Keep tapping: 1 more tap');
    expect(changes).toEqual([[120, 'tap']]);
  });

  it('clamps a very fast tapped tempo to 240', async () => {
    const { changes, user } = renderEditor();
    await tapAt([0, 100, 200], () => user.click(screen.getByRole('button', { name: 'Tap tempo' })));

    expect(changes).toEqual([[240, 'tap']]);
  });
});
