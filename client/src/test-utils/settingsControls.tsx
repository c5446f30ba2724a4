import { useState, type ComponentType } from 'react';
import type { ClickTrackSettings } from '../audio/types';
import { DEFAULT_SETTINGS } from '../features/generator/settings';
import { buildUser, renderWithProviders } from './render';

/** The props of a generator section's controls (RhythmControls, PracticeControls): the settings and where changed ones go. */
export interface SettingsControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
}

/** What {@link renderControls} returns: every settings object the controls produced, oldest first, and the newest. */
export interface RenderedControls {
  changes: ClickTrackSettings[];
  last: () => ClickTrackSettings;
}

/**
 * Renders settings controls with their own state (each change becomes the settings they show next),
 * for a signed-in user; `changes` records every settings object they produce, `last()` the newest.
 * @param Controls e.g. RhythmControls or PracticeControls
 * @param initial the settings they start from (default: the generator's defaults)
 */
export function renderControls(
  Controls: ComponentType<SettingsControlsProps>,
  initial: ClickTrackSettings = DEFAULT_SETTINGS,
): RenderedControls {
  const changes: ClickTrackSettings[] = [];
  function Harness() {
    const [settings, setSettings] = useState(initial);
    return (
      <Controls
        settings={settings}
        onChange={(next) => {
          changes.push(next);
          setSettings(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />, { user: buildUser() });
  return { changes, last: () => changes[changes.length - 1]! };
}
