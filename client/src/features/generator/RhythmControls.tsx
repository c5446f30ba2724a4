import { useEffect, useState } from 'react';
import type { ClickTrackSettings } from '../../audio/types';
import { rhythmSummary } from './BarPatternFields/patternText';
import { LazyAccordionSection } from './LazyAccordionSection';

export { nextLevel, rhythmSummary } from './BarPatternFields/patternText';

/** Props of {@link RhythmControls}. */
export interface RhythmControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
  /**
   * Whether a rhythm arriving from outside opens the section (a generator link's, which the user
   * asked to see). The saved settings' rhythm, which arrives about a second after load, does not:
   * the section opening then would push the page down under the user's finger.
   */
  revealNewRhythm?: boolean;
  /** Whether the section is open, when its screen keeps that (the generator's, across the visualizer); else the section's own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const loadRhythmPanel = () => import('./RhythmPanel').then((module) => ({ default: module.RhythmPanel }));

/**
 * The generator's 'Rhythm' section: time signature, grouping, a level per beat,
 * subdivision, swing, what the tempo counts in compound meters, and a count-in in beats or bars.
 * Closed by default; `settings.rhythm` stays null (today's steady beat, exactly) until the user
 * changes something here, and 'Steady 4/4' puts it back to null. A new meter or grouping marks its
 * groups (the bar's first beat accented, each group's first beat normal, the rest soft).
 * The rhythm and the count-in of bars are saved with the user's settings (savedSettings.ts). The
 * fields inside (RhythmPanel.tsx) load when the section first opens.
 */
export function RhythmControls({
  settings,
  onChange,
  revealNewRhythm = false,
  open: screenOpen,
  onOpenChange,
}: RhythmControlsProps) {
  const rhythm = settings.rhythm ?? null;
  const [ownOpen, setOwnOpen] = useState(rhythm !== null);
  const open = screenOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;

  // A link's rhythm opens the section so it can be seen; the saved one leaves it as the user sees it.
  const hasRhythm = rhythm !== null;
  useEffect(() => {
    if (hasRhythm && revealNewRhythm) setOpen(true);
  }, [hasRhythm, revealNewRhythm, setOpen]);

  return (
    <LazyAccordionSection
      label={rhythm ? `Rhythm · ${rhythmSummary(rhythm)}` : 'Rhythm · steady 4/4'}
      open={open}
      onOpenChange={setOpen}
      loadPanel={loadRhythmPanel}
      panelProps={{ settings, onChange }}
    />
  );
}
