import { screen, userEvent } from '../../test-utils/render';
import { renderControls } from '../../test-utils/settingsControls';
import { PracticeControls, practiceSummary } from './PracticeControls';
import { DEFAULT_SETTINGS } from './settings';

describe('PracticeControls', () => {
  it('is closed and off, and changes nothing until used', () => {
    const { changes } = renderControls(PracticeControls);
    expect(screen.getByRole('button', { name: 'Practice · off' })).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toHaveLength(0);
  });

  it('turns on a gap click and a tempo trainer, sets their numbers, and turns them off again (practice back to null)', async () => {
    const user = userEvent.setup();
    const { last } = renderControls(PracticeControls, { ...DEFAULT_SETTINGS, bpm: 100 });
    await user.click(screen.getByRole('button', { name: /^Practice/ }));

    await user.click(await screen.findByRole('switch', { name: /Gap click/ }));
    expect(last().practice).toEqual({ gapClick: { playBars: 2, muteBars: 1 } });
    const silent = screen.getByRole('textbox', { name: 'Silent bars' });
    await user.clear(silent);
    await user.type(silent, '3');
    expect(last().practice?.gapClick).toEqual({ playBars: 2, muteBars: 3 });

    await user.click(screen.getByRole('switch', { name: /Tempo trainer/ }));
    expect(last().practice?.tempoTrainer).toEqual({ stepBpm: 5, everyBars: 2, limitBpm: 120 });
    const step = screen.getByRole('textbox', { name: /Change \(BPM\)/ });
    await user.clear(step);
    await user.type(step, '-4');
    expect(last().practice?.tempoTrainer?.stepBpm).toBe(-4);
    expect(
      screen.getByRole('button', { name: 'Practice · gap 2 on 3 off, -4 BPM every 2 bars to 120' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Gap click/ }));
    await user.click(screen.getByRole('switch', { name: /Tempo trainer/ }));
    expect(last().practice).toBeNull();
  });

  it('describes the tools in a few words', () => {
    expect(practiceSummary(null)).toBe('off');
    expect(
      practiceSummary({
        randomMutePercent: 25,
        randomSeed: 4,
        tempoTrainer: { stepBpm: 8, everyBars: 1, limitBpm: 160 },
      }),
    ).toBe('25% of bars muted, +8 BPM every 1 bar to 160');
  });
});
