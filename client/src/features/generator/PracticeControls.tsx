import { useState } from 'react';
import type { PracticeSettings } from '../../../../schema/rhythm';
import type { ClickTrackSettings } from '../../audio/types';
import { LazyAccordionSection } from './LazyAccordionSection';

/** Props of {@link PracticeControls}. */
export interface PracticeControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
}

const loadPracticePanel = () => import('./PracticePanel').then((module) => ({ default: module.PracticePanel }));

/** What the practice tools do, in a few words, e.g. 'gap 2 on 1 off, +5 BPM every 2 bars to 140'. */
export function practiceSummary(practice: PracticeSettings | null | undefined): string {
  const parts: string[] = [];
  if (practice?.gapClick) parts.push(`gap ${practice.gapClick.playBars} on ${practice.gapClick.muteBars} off`);
  if (practice?.randomMutePercent) parts.push(`${practice.randomMutePercent}% of bars muted`);
  const trainer = practice?.tempoTrainer;
  if (trainer)
    parts.push(
      `${trainer.stepBpm > 0 ? '+' : ''}${trainer.stepBpm} BPM every ${trainer.everyBars} bar${trainer.everyBars === 1 ? '' : 's'} to ${trainer.limitBpm}`,
    );
  return parts.length ? parts.join(', ') : 'off';
}

/**
 * The generator's 'Practice' section: a gap click (bars that play and bars that are
 * silent, in turn), a share of bars muted at random, and a tempo trainer (up or down by a step every
 * few bars to a limit). All are played by the click engine (practicePlan.ts), so the WAV download
 * is what is heard; muted bars still count in the visualizer. Closed and off by default; saved
 * with the user's settings (savedSettings.ts). The fields inside (PracticePanel.tsx) load when the
 * section first opens.
 */
export function PracticeControls({ settings, onChange }: PracticeControlsProps) {
  const [open, setOpen] = useState(false);
  return (
    <LazyAccordionSection
      label={`Practice · ${practiceSummary(settings.practice)}`}
      open={open}
      onOpenChange={setOpen}
      loadPanel={loadPracticePanel}
      panelProps={{ settings, onChange }}
    />
  );
}
