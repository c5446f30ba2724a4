import { Fieldset, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useMemo, useState } from 'react';
import { COUNT_IN_BEATS_MAX, COUNT_IN_BEATS_MIN, TRACK_NOTES_MAX_LENGTH } from '../../../../../schema/limits';
import { formatSongLength, parseSongLength } from '../../../../../schema/songLength';
import { trackUpdateSchema } from '../../../../../schema/validation/playlists';
import { readApiError } from '../../../graphql/errors';
import { usePlaylistPageUpdateTrackMutation, type TrackList_TrackFragment } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { DialogActions } from '../../../components/Dialog/DialogActions';
import { SOUND_OPTIONS } from '../../generator/settings';
import { OwnSoundPickers } from '../../generator/OwnSoundPickers';
import { AfterSongFields, afterSongInputOf, afterSongValuesOf, type AfterSongValues } from './AfterSongFields';
import { choicesOfTrack, ownSoundsInputOf, useTrackOwnSoundChoices } from './trackOwnSoundChoices';
import { midiMessagesInputOf, midiRowProblems, rowsOf, useMidiRows, useStoredMidiMessages } from './midiMessageRows';
import { TrackMidiMessages } from './TrackMidiMessages';

/** Props of {@link TrackDetailsDialog}. */
export interface TrackDetailsDialogProps {
  /** The track being edited; it stays set while the dialog closes. */
  track: TrackList_TrackFragment | null;
  opened: boolean;
  onClose: () => void;
  /** The track's playlist: its 'MIDI messages' are fetched from it as the dialog opens (without it, none are shown). */
  playlistId?: string;
}

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type TrackDetails = {
  name: string;
  artist: string;
  notes: string;
  /** The song's own count-in beats and sounds, or {@link USER_SETTING}. */
  countInBeats: string;
  soundType: string;
  countInSoundType: string;
  /** The song's length as typed ('4:05'); empty plays until stopped. */
  lengthSeconds: string;
  /** The song's key as typed ('F#m'); empty: none. */
  key: string;
  /** Whether the song speaks the user's spoken cues. */
  spokenCues: boolean;
} & AfterSongValues;

/** The pickers' value for "play this with the user's own setting" (stored as null). */
const USER_SETTING = 'user';
const USER_SETTING_LABEL = 'My setting';

const COUNT_IN_OPTIONS = [
  { value: USER_SETTING, label: USER_SETTING_LABEL },
  ...Array.from({ length: COUNT_IN_BEATS_MAX - COUNT_IN_BEATS_MIN + 1 }, (_, index) => {
    const beats = COUNT_IN_BEATS_MIN + index;
    return { value: String(beats), label: beats === 0 ? 'None' : String(beats) };
  }),
];
const SOUND_CHOICES = [{ value: USER_SETTING, label: USER_SETTING_LABEL }, ...SOUND_OPTIONS];

/** The pickers of "Plays with": the song's own count-in and sounds, or the user's. */
const PLAYS_WITH = [
  { field: 'countInBeats', label: 'Count-in beats', data: COUNT_IN_OPTIONS },
  { field: 'soundType', label: 'Main sound', data: SOUND_CHOICES },
  { field: 'countInSoundType', label: 'Count-in sound', data: SOUND_CHOICES },
] as const;

const ownOrUser = (value: number | string | null | undefined) =>
  value === null || value === undefined ? USER_SETTING : String(value);
const ownOrNull = (value: string) => (value === USER_SETTING ? null : value);

/** The form as `updateTrack`'s input. */
function inputOf(values: TrackDetails, stored?: TrackList_TrackFragment) {
  return {
    name: values.name,
    artist: values.artist,
    notes: values.notes,
    countInBeats: values.countInBeats === USER_SETTING ? null : Number(values.countInBeats),
    soundType: ownOrNull(values.soundType),
    countInSoundType: ownOrNull(values.countInSoundType),
    lengthSeconds: parseSongLength(values.lengthSeconds),
    key: values.key.trim() === '' ? null : values.key,
    ...afterSongInputOf(values, stored),
    spokenCues: values.spokenCues,
  };
}

const validateTrackDetails = (values: TrackDetails) => yupResolver(trackUpdateSchema)(inputOf(values));

/**
 * 'Edit' of a playlist track: its name, artist, the notes shown on stage, its key and length, and the
 * count-in beats and sounds it plays with ('My setting': the user's saved ones), and 'Your sounds'
 * (the user's own click sounds per level, sent only when changed), checked by the server's own rules. The answer (the playlist) replaces the cached one.
 */
export function TrackDetailsDialog({ track, opened, onClose, playlistId }: TrackDetailsDialogProps) {
  const [update, { loading }] = usePlaylistPageUpdateTrackMutation();
  const form = useForm<TrackDetails>({
    initialValues: {
      name: '',
      artist: '',
      notes: '',
      countInBeats: USER_SETTING,
      soundType: USER_SETTING,
      countInSoundType: USER_SETTING,
      lengthSeconds: '',
      key: '',
      ...afterSongValuesOf({}),
      spokenCues: true,
    },
    validate: validateTrackDetails,
  });
  const { setValues, resetDirty } = form;
  const own = useTrackOwnSoundChoices();
  const resetOwn = own.reset;
  const midi = useMidiRows();
  const storedMidi = useStoredMidiMessages(playlistId, track?.id, opened);
  const resetMidi = midi.reset;
  const sectionNames = useMemo(() => track?.rhythm?.sections.map((section) => section.name) ?? [], [track]);
  const midiProblems = useMemo(() => midiRowProblems(midi.rows, sectionNames.length), [midi.rows, sectionNames]);
  // Problems show once the user has tried to save, or the server has answered one.
  const [midiChecked, setMidiChecked] = useState(false);
  const [midiServerProblem, setMidiServerProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !track) return;
    setValues({
      name: track.name,
      artist: track.artist,
      notes: track.notes,
      countInBeats: ownOrUser(track.countInBeats),
      soundType: ownOrUser(track.soundType),
      countInSoundType: ownOrUser(track.countInSoundType),
      lengthSeconds:
        track.lengthSeconds === null || track.lengthSeconds === undefined ? '' : formatSongLength(track.lengthSeconds),
      key: track.key ?? '',
      ...afterSongValuesOf(track),
      spokenCues: track.spokenCues ?? true,
    });
    resetOwn(choicesOfTrack(track.ownSounds));
    setMidiChecked(false);
    setMidiServerProblem(null);
    resetDirty();
  }, [opened, track, setValues, resetDirty, resetOwn]);

  // The rows start from the stored messages once they have arrived for this opening, and only then:
  // on a slow network a row the user added meanwhile was wiped by the late answer.
  const [midiReadyFor, setMidiReadyFor] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) setMidiReadyFor(null);
    else if (track && storedMidi !== undefined && midiReadyFor !== track.id) {
      resetMidi(rowsOf(storedMidi));
      setMidiReadyFor(track.id);
    }
  }, [opened, track, storedMidi, midiReadyFor, resetMidi]);

  const save = async (values: TrackDetails) => {
    if (!track) return;
    setMidiChecked(true);
    setMidiServerProblem(null);
    if (midiProblems.list || Object.keys(midiProblems.fields).length) return;
    try {
      const ownSounds = ownSoundsInputOf(own.choices, track.ownSounds);
      const midiMessages = playlistId ? midiMessagesInputOf(midi.rows, storedMidi) : undefined;
      await update({
        variables: { trackId: track.id, input: { ...inputOf(values, track), ownSounds, midiMessages } },
      });
      showToast({ title: 'Track updated', message: `“${values.name.trim()}” was saved.` });
      onClose();
    } catch (caught) {
      const error = readApiError(caught);
      const midiField = Object.keys(error.fields).find((field) => field.startsWith('midiMessages'));
      if (midiField) setMidiServerProblem(error.fields[midiField]!);
      else if (Object.keys(error.fields).length) form.setErrors(error.fields);
      else
        showToast({
          color: 'red',
          title: 'Error updating track',
          message: error.message ?? 'Failed to update the track. Please try again.',
        });
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Edit track">
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Artist" {...form.getInputProps('artist')} />
          <Textarea
            label="Notes"
            description={`Shown on stage, at most ${TRACK_NOTES_MAX_LENGTH} characters`}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('notes')}
          />
          <TextInput
            label="Key"
            description="e.g. F#m, Bb, C or Ebm; empty when none"
            placeholder="None"
            {...form.getInputProps('key')}
          />
          <TextInput
            label="Length"
            description="How long the click plays on stage, e.g. 4:05; empty plays until you stop"
            placeholder="Until stopped"
            inputMode="numeric"
            {...form.getInputProps('lengthSeconds')}
          />
          <AfterSongFields form={form} />
          <Fieldset legend="Plays with" variant="unstyled">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {PLAYS_WITH.map(({ field, label, data }) => (
                <Select key={field} label={label} data={data} allowDeselect={false} {...form.getInputProps(field)} />
              ))}
            </SimpleGrid>
            <Switch
              mt="sm"
              label="Spoken cues (when they are on in my settings)"
              {...form.getInputProps('spokenCues', { type: 'checkbox' })}
            />
          </Fieldset>
          <OwnSoundPickers own={own} />
          {playlistId && (
            <TrackMidiMessages
              midi={midi}
              loading={midiReadyFor !== track?.id}
              sections={sectionNames}
              problems={
                midiChecked
                  ? { ...midiProblems, list: midiProblems.list ?? midiServerProblem }
                  : { fields: {}, list: midiServerProblem }
              }
            />
          )}
          <DialogActions onCancel={onClose} submitting={loading} submitLabel="Save" />
        </Stack>
      </form>
    </Dialog>
  );
}
