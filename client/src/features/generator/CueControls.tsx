import { Group, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  CUE_LEAD_IN_BARS_MAX,
  CUE_LEAD_IN_BARS_MIN,
  CUE_VOLUME_MAX,
  CUE_VOLUME_MIN,
  DEFAULT_CUES,
  speaksMessages,
  type CueSettings,
} from '../../../../schema/cues';
import type { ClickTrackSettings } from '../../audio/types';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { LazyAccordionSection } from './LazyAccordionSection';
import { RangeField } from './RangeField';

/** Props of {@link CueControls}. */
export interface CueControlsProps {
  settings: ClickTrackSettings;
  onChange: (settings: ClickTrackSettings) => void;
}

const LEAD_IN_OPTIONS = Array.from({ length: CUE_LEAD_IN_BARS_MAX - CUE_LEAD_IN_BARS_MIN + 1 }, (_, index) => {
  const bars = CUE_LEAD_IN_BARS_MIN + index;
  return {
    value: String(bars),
    label: bars === 0 ? "On the section's first beat" : `${bars} bar${bars === 1 ? '' : 's'} ahead`,
  };
});

const loadOwnWordsPanel = () => import('./ownCueWords/OwnCueWordsPanel');

/**
 * Spoken cues: a voice counts the count-in and names each song-map section before it, on the
 * click's own grid (client/src/audio/cues). Off until switched on; kept with the user's settings,
 * so the stage and rehearsal rooms speak them too.
 */
export function CueControls({ settings, onChange }: CueControlsProps) {
  const cues = settings.cues ?? null;
  const set = (next: CueSettings | null) => onChange({ ...settings, cues: next });
  const change = (changes: Partial<CueSettings>) => cues && set({ ...cues, ...changes });
  const [ownWordsOpen, setOwnWordsOpen] = useState(false);
  const signedIn = useCurrentUser().user !== null;
  const ownCount = cues?.ownWords?.length ?? 0;
  return (
    <Stack gap="xs">
      <Switch
        label="Spoken cues (a voice counts in and names each section)"
        checked={cues !== null}
        onChange={(event) => set(event.currentTarget.checked ? DEFAULT_CUES : null)}
      />
      {cues && (
        <>
          <Group grow>
            <Switch
              label="Count in aloud"
              checked={cues.countIn}
              onChange={(event) => change({ countIn: event.currentTarget.checked })}
            />
            <Switch
              label="Say section names"
              checked={cues.sections}
              onChange={(event) => change({ sections: event.currentTarget.checked })}
            />
          </Group>
          <Select
            label="Section names are said"
            data={LEAD_IN_OPTIONS}
            value={String(cues.leadInBars)}
            allowDeselect={false}
            disabled={!cues.sections}
            onChange={(picked) => picked !== null && change({ leadInBars: Number(picked) })}
          />
          <RangeField
            label="Cue volume (%)"
            value={cues.volumePercent}
            min={CUE_VOLUME_MIN}
            max={CUE_VOLUME_MAX}
            unit="%"
            onChange={(volumePercent) => change({ volumePercent })}
          />
          <Switch
            label="Speak band messages"
            description="In a rehearsal room: 'Start', 'Last chorus', 'Up next' … said aloud as they show"
            checked={speaksMessages(cues)}
            onChange={(event) => change({ speakMessages: event.currentTarget.checked })}
          />
          {signedIn && (
            <LazyAccordionSection
              label={ownCount ? `Your words · ${ownCount} in your voice` : 'Your words'}
              open={ownWordsOpen}
              onOpenChange={setOwnWordsOpen}
              loadPanel={loadOwnWordsPanel}
              panelProps={{ cues, onChange: set }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
