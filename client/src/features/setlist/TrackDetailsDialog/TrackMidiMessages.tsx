import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MIDI_CHANNEL_MAX,
  MIDI_CHANNEL_MIN,
  MIDI_CONTROLLER_MAX,
  MIDI_DATA_MAX,
  TRACK_MIDI_MESSAGES_MAX,
} from '../../../../../schema/limits';
import { SONG_START, type MidiRow, type MidiRowProblems, type MidiRowsModel } from './midiMessageRows';

const KINDS = [
  { value: 'program', label: 'Program change' },
  { value: 'control', label: 'Control change' },
];

/** Props of {@link TrackMidiMessages}. */
export interface TrackMidiMessagesProps {
  midi: MidiRowsModel;
  /** The song map's section names, in order (none: only the song start). */
  sections: readonly string[];
  problems: MidiRowProblems;
  /** The stored messages have not arrived yet: nothing can be added before them. */
  loading?: boolean;
}

/**
 * 'MIDI messages' of the Edit track dialog: Program and Control Changes the song sends to the
 * band's MIDI gear at its start or at a section, a row each, with the server's own rules' messages.
 */
export function TrackMidiMessages({ midi, sections, problems, loading = false }: TrackMidiMessagesProps) {
  const when = [
    { value: SONG_START, label: 'Song start' },
    ...sections.map((name, index) => ({ value: String(index), label: `${index + 1}. ${name || 'Section'}` })),
  ];
  return (
    <Fieldset legend="MIDI messages" variant="unstyled" aria-label="MIDI messages">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Program and Control Changes for keyboards and lighting, sent at the song start (before the count-in) or at a
          section&apos;s first beat, when MIDI out is on.
        </Text>
        {midi.rows.map((row, index) => (
          <MidiMessageRow
            key={index}
            row={row}
            index={index}
            when={when}
            errors={problems.fields}
            onChange={(patch) => midi.change(index, patch)}
            onRemove={() => midi.remove(index)}
          />
        ))}
        {problems.list && (
          <Text size="sm" c="red" role="alert">
            {problems.list}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={midi.add}
            loading={loading}
            disabled={midi.rows.length >= TRACK_MIDI_MESSAGES_MAX}
          >
            Add MIDI message
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

interface RowProps {
  row: MidiRow;
  index: number;
  when: Array<{ value: string; label: string }>;
  errors: Record<string, string>;
  onChange: (patch: Partial<MidiRow>) => void;
  onRemove: () => void;
}

function MidiMessageRow({ row, index, when, errors, onChange, onRemove }: RowProps) {
  const n = index + 1;
  const number = (field: keyof MidiRow, label: string, min: number, max: number) => (
    <NumberInput
      label={label}
      aria-label={`${label} (message ${n})`}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={row[field]}
      error={errors[`${index}.${field}`]}
      onChange={(value) => onChange({ [field]: value })}
    />
  );
  const program = row.kind === 'program';
  return (
    <Stack gap={4} component="section" aria-label={`MIDI message ${n}`}>
      {/* The dialog is narrow even on a desktop: the pickers side by side only where their names fit. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Select
          label="When"
          aria-label={`When (message ${n})`}
          data={when}
          value={when.some((option) => option.value === row.when) ? row.when : null}
          placeholder="Section no longer in the map"
          allowDeselect={false}
          error={errors[`${index}.section`]}
          onChange={(value) => onChange({ when: value ?? SONG_START })}
        />
        <Select
          label="Type"
          aria-label={`Type (message ${n})`}
          data={KINDS}
          value={row.kind}
          allowDeselect={false}
          error={errors[`${index}.kind`]}
          onChange={(value) => onChange({ kind: value === 'control' ? 'control' : 'program' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        {number('channel', 'Channel', MIDI_CHANNEL_MIN, MIDI_CHANNEL_MAX)}
        {program
          ? number('program', 'Program', 0, MIDI_DATA_MAX)
          : number('controller', 'Controller', 0, MIDI_CONTROLLER_MAX)}
        {program ? number('bankMsb', 'Bank MSB', 0, MIDI_DATA_MAX) : number('value', 'Value', 0, MIDI_DATA_MAX)}
        {program && number('bankLsb', 'Bank LSB', 0, MIDI_DATA_MAX)}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={onRemove}
          aria-label={`Remove MIDI message ${n}`}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
