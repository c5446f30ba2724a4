import { Button, Fieldset, Group, NumberInput, Switch, Text, TextInput } from '@mantine/core';
import { BPM_MAX, BPM_MIN } from '../../../../../schema/limits';
import { SECTION_BARS_MAX, SECTION_BARS_MIN, SECTION_NAME_MAX_LENGTH } from '../../../../../schema/rhythm';
import { BarPatternFields } from '../../generator/BarPatternFields/BarPatternFields';
import { tempoCountLabel } from '../../generator/BarPatternFields/patternText';
import { changedPattern, type SectionDraft, type SectionErrors } from './songMapDraft';

/** What a section's buttons ask for. */
export type SectionAction = 'up' | 'down' | 'copy' | 'remove';

/** Props of {@link SectionFields}. */
export interface SectionFieldsProps {
  section: SectionDraft;
  index: number;
  count: number;
  errors: SectionErrors[string] | undefined;
  /** False when the song map is full (no room for a copy). */
  canCopy: boolean;
  onChange: (section: SectionDraft) => void;
  onAction: (action: SectionAction) => void;
}

/** How a section is named to assistive technology and in announcements: its name, else its place. */
export function sectionLabel(section: Pick<SectionDraft, 'name'>, index: number): string {
  return section.name.trim() || `Section ${index + 1}`;
}

const numberOrEmpty = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

/**
 * One section of the song map editor: name, bars, tempo and the tempo it ramps to, muted, its bar
 * pattern, and buttons to move it up or down, copy it (it comes back later in the song) or remove it. The buttons carry `data-action` so the
 * editor can put focus back on them after a move.
 */
export function SectionFields({ section, index, count, errors, canCopy, onChange, onAction }: SectionFieldsProps) {
  const label = sectionLabel(section, index);
  const set = (changes: Partial<SectionDraft>) => onChange({ ...section, ...changes });
  const counted = (bpm: number | '') => (bpm === '' ? '?' : tempoCountLabel(section.pattern, bpm));
  const tempo = section.endBpm === '' ? counted(section.bpm) : `${counted(section.bpm)} → ${section.endBpm}`;

  return (
    <Fieldset legend={`${index + 1}. ${label} · ${section.bars || '?'} bars · ${tempo}`} data-section-key={section.key}>
      <Group grow align="flex-start">
        <TextInput
          label="Section name"
          required
          maxLength={SECTION_NAME_MAX_LENGTH}
          value={section.name}
          error={errors?.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <NumberInput
          label="Bars"
          required
          min={SECTION_BARS_MIN}
          max={SECTION_BARS_MAX}
          allowDecimal={false}
          value={section.bars}
          error={errors?.bars}
          onChange={(value) => set({ bars: numberOrEmpty(value) })}
        />
      </Group>
      <Group grow align="flex-start" mt="sm">
        <NumberInput
          label="Tempo (BPM)"
          required
          min={BPM_MIN}
          max={BPM_MAX}
          allowDecimal={false}
          value={section.bpm}
          error={errors?.bpm}
          onChange={(value) => set({ bpm: numberOrEmpty(value) })}
        />
        <NumberInput
          label="Ramp to (BPM)"
          description="Empty: a steady tempo"
          min={BPM_MIN}
          max={BPM_MAX}
          allowDecimal={false}
          value={section.endBpm}
          error={errors?.endBpm}
          onChange={(value) => set({ endBpm: numberOrEmpty(value) })}
        />
      </Group>
      <Switch
        mt="md"
        label="Muted (the bars still count on screen)"
        checked={section.muted}
        onChange={(event) => set({ muted: event.currentTarget.checked })}
      />
      <Fieldset legend="Bar pattern" variant="unstyled" mt="md">
        <BarPatternFields
          pattern={section.pattern}
          bpm={section.bpm || BPM_MIN}
          onChange={(changes) => set({ pattern: changedPattern(section.pattern, changes) })}
        />
        {errors?.pattern && (
          <Text c="red" size="sm" mt="xs">
            {errors.pattern}
          </Text>
        )}
      </Fieldset>
      {/* Visible 'Up' and 'Down' are words of the buttons' names ('Move Intro up'), as axe's label-in-name rule asks. */}
      <Group justify="flex-end" gap="xs" mt="md">
        <Button
          size="xs"
          variant="default"
          data-action="up"
          disabled={index === 0}
          aria-label={`Move ${label} up`}
          onClick={() => onAction('up')}
        >
          Up
        </Button>
        <Button
          size="xs"
          variant="default"
          data-action="down"
          disabled={index === count - 1}
          aria-label={`Move ${label} down`}
          onClick={() => onAction('down')}
        >
          Down
        </Button>
        <Button
          size="xs"
          variant="default"
          data-action="copy"
          disabled={!canCopy}
          aria-label={`Copy ${label}`}
          onClick={() => onAction('copy')}
        >
          Copy
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          data-action="remove"
          aria-label={`Remove ${label}`}
          onClick={() => onAction('remove')}
        >
          Remove
        </Button>
      </Group>
    </Fieldset>
  );
}
