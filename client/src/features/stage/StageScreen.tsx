import { Badge, Button } from '@mantine/core';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { VisualizerTheme } from '../../components/Visualizer/themes';
import { THEME_COLORS } from '../../components/Visualizer/themes';
import { BeatDisplay } from './BeatDisplay';
import { SongStage } from './SongStage';
import type { StageSong } from './stageSong';
import { useStageKeys, type StageCommands } from './useStageKeys';
import { useSwipe } from './swipe';
import './StageScreen.css';

/** Props of {@link StageScreen}. */
export interface StageScreenProps {
  song: StageSong;
  next: StageSong | null;
  /** Where the song is, e.g. 'Friday gig · Song 2 of 9'. */
  position: string;
  theme: VisualizerTheme;
  /** The beat display, following the audio clock. */
  beat: { lit: number | null; countIn: number | null };
  /** True from Play until Stop or the song's end. */
  playing: boolean;
  /** The player's state in words, for the status badge (read out by screen readers). */
  status: string;
  commands: StageCommands;
  /** Where 'Back to playlist' goes. */
  backTo: string;
  /** The stage's settings (auto-advance …), behind 'Settings'. */
  settings?: ReactNode;
  /** Sync details (a rehearsal room's devices, output delay …), behind 'Sync'. */
  sync?: ReactNode;
  /** Something the player must see and answer on the stage itself, above the song (a request for the lead …). */
  notice?: ReactNode;
  /** Shown in the bottom bar instead of Previous / Play-Stop / Next (a rehearsal's follower: who leads). */
  bar?: ReactNode;
}

/** A top-row button's panel: open or closed, its element id, and the props of the button that toggles it. */
function usePanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((was) => !was) };
  return { open, id, toggle };
}

/**
 * The whole screen on stage: the song in large type over a beat display that fills the room left,
 * and Previous / Play-Stop / Next in a bar fixed to the bottom edge. The keys of
 * {@link useStageKeys} and a sideways swipe (left: next, right: previous) drive it too.
 */
export function StageScreen({
  song,
  next,
  position,
  theme,
  beat,
  playing,
  status,
  commands,
  backTo,
  settings,
  sync,
  notice,
  bar,
}: StageScreenProps) {
  const colors = THEME_COLORS[theme];
  const settingsPanel = usePanel();
  const syncPanel = usePanel();
  useStageKeys(commands);
  const swipe = useSwipe((direction) => (direction === 'left' ? commands.next() : commands.previous()));
  // A tapped or clicked control gives the focus back, so that a pedal's Enter or Space after it plays
  // or stops instead of pressing that control again; pressed from the keyboard it keeps the focus.
  const press = (command: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0) event.currentTarget.blur();
    command();
  };

  return (
    <div
      className="stage"
      data-testid="perform-stage"
      data-stage-theme={theme}
      style={{ background: colors.background, color: colors.text }}
      {...swipe}
    >
      <div className="stage-top">
        <Button component={Link} to={backTo} variant="default">
          Back to playlist
        </Button>
        <div className="stage-top-panels">
          {sync && (
            <Button variant="default" {...syncPanel.toggle}>
              Sync
            </Button>
          )}
          {settings && (
            <Button variant="default" {...settingsPanel.toggle}>
              Settings
            </Button>
          )}
        </div>
      </div>
      {sync && syncPanel.open && (
        <div id={syncPanel.id} className="stage-settings stage-sync" role="group" aria-label="Sync">
          {sync}
        </div>
      )}
      {settings && settingsPanel.open && (
        <div id={settingsPanel.id} className="stage-settings" role="group" aria-label="Stage settings">
          {settings}
        </div>
      )}
      {notice && <div className="stage-notice">{notice}</div>}
      <SongStage
        song={song}
        next={next}
        position={position}
        status={
          <Badge
            size="lg"
            variant="filled"
            color={playing ? 'green' : 'gray'}
            role="status"
            aria-live="polite"
            aria-label="Player status"
          >
            {status}
          </Badge>
        }
      />
      <BeatDisplay beatsPerBar={song.beatsPerBar} lit={beat.lit} countIn={beat.countIn} colors={colors} />
      <p className="stage-key-hints">
        Space or Enter: play / stop · → ↓ Page Down: next song · ← ↑ Page Up: previous
        {commands.nextSection && ' · S: next section'}
        {commands.tapTempo && ' · T: tap tempo'}
      </p>
      {bar ? (
        <div className="stage-controls stage-controls--info" style={{ background: colors.background }}>
          {bar}
        </div>
      ) : (
        <nav className="stage-controls" aria-label="Stage controls" style={{ background: colors.background }}>
          <Button size="lg" variant="default" onClick={press(commands.previous)}>
            Previous
          </Button>
          <Button size="lg" color={playing ? 'red' : undefined} aria-pressed={playing} onClick={press(commands.toggle)}>
            {playing ? 'Stop' : 'Play'}
          </Button>
          <Button size="lg" variant="default" onClick={press(commands.next)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
