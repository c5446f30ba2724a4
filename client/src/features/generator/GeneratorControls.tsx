import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import * as limits from '../../../../schema/limits';
import type { ClickTrackSettings, SoundType } from '../../audio/types';
import { tempoCountLabel } from './BarPatternFields/patternText';
import { CueControls } from './CueControls';
import { RangeField } from './RangeField';
import { UntilStoppedSwitch } from './UntilStoppedSwitch';
import { PracticeControls } from './PracticeControls';
import { RhythmControls } from './RhythmControls';
import { isSoundType, SOUND_OPTIONS } from './settings';

/** A picker of one of the click sounds. */
function SoundSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SoundType;
  onChange: (sound: SoundType) => void;
}) {
  return (
    <Select
      label={label}
      data={SOUND_OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(picked) => {
        if (isSoundType(picked)) onChange(picked);
      }}
    />
  );
}

/** Props of {@link GeneratorControls}. */
export interface GeneratorControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
  onDownload: () => void;
  onOpenVisualizer: () => void;
  /** Whether Play runs until Stop instead of for the duration (the WAV download keeps the duration). */
  untilStopped: boolean;
  onUntilStoppedChange: (on: boolean) => void;
  /** Whether a rhythm that arrives now (a generator link's) opens the Rhythm section; saved settings' do not. */
  revealNewRhythm?: boolean;
  /** Whether the Rhythm section is open, kept by the screen (so it stays as it was across the visualizer). */
  rhythmOpen?: boolean;
  onRhythmOpenChange?: (open: boolean) => void;
}

/**
 * The click-track generator's settings (SPEC.md §2 '/', ranges of §5): tempo, main sound,
 * count-in sound, duration (or until stopped), count-in beats and volume, the Rhythm and Practice
 * sections (what the tempo counts shows under it once there is a rhythm), with Download WAV and the
 * visualizer button (Play/Stop is on the TransportBar).
 */
export function GeneratorControls({
  settings,
  onChange,
  onDownload,
  onOpenVisualizer,
  untilStopped,
  onUntilStoppedChange,
  revealNewRhythm = false,
  rhythmOpen,
  onRhythmOpenChange,
}: GeneratorControlsProps) {
  const set = <K extends keyof ClickTrackSettings>(key: K, value: ClickTrackSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const range = (
    key: 'durationSeconds' | 'countInBeats' | 'volumePercent',
    label: string,
    min: number,
    max: number,
    unit?: string,
  ) => (
    <RangeField
      label={label}
      value={settings[key]}
      min={min}
      max={max}
      unit={unit}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Settings
        </Title>
        <RangeField
          label="Tempo (BPM)"
          description={settings.rhythm ? tempoCountLabel(settings.rhythm, settings.bpm) : undefined}
          value={settings.bpm}
          min={limits.BPM_MIN}
          max={limits.BPM_MAX}
          onChange={(value) => set('bpm', value)}
        />
        <Group grow align="flex-start">
          <SoundSelect label="Main sound" value={settings.soundType} onChange={(sound) => set('soundType', sound)} />
          <SoundSelect
            label="Count-in sound"
            value={settings.countInSoundType}
            onChange={(sound) => set('countInSoundType', sound)}
          />
        </Group>
        {range('durationSeconds', 'Duration (seconds)', limits.DURATION_SECONDS_MIN, limits.DURATION_SECONDS_MAX, ' s')}
        <UntilStoppedSwitch checked={untilStopped} onChange={onUntilStoppedChange} />
        {range('countInBeats', 'Count-in beats', limits.COUNT_IN_BEATS_MIN, limits.COUNT_IN_BEATS_MAX)}
        {range('volumePercent', 'Volume (%)', limits.VOLUME_MIN, limits.VOLUME_MAX, '%')}
        <RhythmControls
          settings={settings}
          onChange={onChange}
          revealNewRhythm={revealNewRhythm}
          open={rhythmOpen}
          onOpenChange={onRhythmOpenChange}
        />
        <PracticeControls settings={settings} onChange={onChange} />
        <CueControls settings={settings} onChange={onChange} />
        <Group gap="sm">
          <Button size="md" variant="light" onClick={onDownload}>
            Download WAV
          </Button>
          <Button size="md" variant="default" onClick={onOpenVisualizer}>
            Open Visualizer
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Press Space to play or stop.
        </Text>
      </Stack>
    </Card>
  );
}
