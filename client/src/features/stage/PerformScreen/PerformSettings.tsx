import { Button, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { VISUALIZER_THEMES } from '../../../components/Visualizer/themes';
import { AUTO_ADVANCE_GAP_SECONDS_MAX } from '../../../../../schema/limits';
import type { ClickTrackPlayerLike } from '../../../hooks/useClickTrack';
import { ClickOutputSettings } from '../ClickOutputSettings';
import { MidiOutSettings } from '../MidiOutSettings';
import type { PerformSettingsModel } from './usePerformScreen';
import type { PedalsModel } from '../pedals/usePedals';
import { PedalsSettings } from '../pedals/PedalsSettings';

/**
 * The stage's settings behind 'Settings': theme, always play when stepping, auto-advance and its
 * gap, a vibration on the beat (where the phone can), the click's output, MIDI out, pedals and
 * controllers, full screen.
 */
export function PerformSettings({
  settings,
  getPlayer,
  pedals,
}: {
  settings: PerformSettingsModel;
  getPlayer: () => ClickTrackPlayerLike | null;
  pedals?: PedalsModel;
}) {
  const { autoAdvance, haptic } = settings;
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="stage-theme-label">
          Stage theme
        </Text>
        <SegmentedControl
          aria-labelledby="stage-theme-label"
          data={[...VISUALIZER_THEMES]}
          value={settings.theme}
          onChange={settings.chooseTheme}
        />
      </Stack>
      <Switch
        label="Always play when stepping"
        checked={settings.alwaysPlay}
        onChange={(event) => settings.setAlwaysPlay(event.currentTarget.checked)}
      />
      <Switch
        label="Auto-advance"
        checked={autoAdvance}
        onChange={(event) => settings.setAutoAdvance(event.currentTarget.checked)}
      />
      <NumberInput
        aria-label="Gap between songs (seconds)"
        w={90}
        min={0}
        max={AUTO_ADVANCE_GAP_SECONDS_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        suffix=" s"
        value={settings.gapSeconds}
        onChange={(value) => settings.setGapSeconds(typeof value === 'number' ? value : 0)}
        disabled={!autoAdvance}
      />
      {haptic.available && (
        <Switch
          label="Vibrate on the beat"
          checked={haptic.on}
          onChange={(event) => haptic.setOn(event.currentTarget.checked)}
        />
      )}
      <ClickOutputSettings getPlayer={getPlayer} />
      <MidiOutSettings midi={settings.midiOut} />
      {pedals && <PedalsSettings pedals={pedals} />}
      <Button variant="default" aria-pressed={settings.fullscreen} onClick={settings.toggleFullscreen}>
        Full screen
      </Button>
    </>
  );
}
