import { Button, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SECTIONS_MAX } from '../../../../../schema/rhythm';
import { readApiError } from '../../../graphql/errors';
import { usePlaylistPageUpdateTrackMutation, type TrackList_TrackFragment } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { BarPatternFields } from '../../generator/BarPatternFields/BarPatternFields';
import { Dialog } from '../../../components/Dialog/Dialog';
import { DialogActions } from '../../../components/Dialog/DialogActions';
import { SectionFields, sectionLabel, type SectionAction } from './SectionFields';
import {
  changedPattern,
  copiedSection,
  draftOf,
  moved,
  newSection,
  rhythmInputOf,
  sectionErrorsOf,
  songMapSeconds,
  type SectionErrors,
  type SongMapDraft,
} from './songMapDraft';

/** Props of {@link SongMapDialog}. */
export interface SongMapDialogProps {
  /** The track being edited; it stays set while the dialog closes. */
  track: TrackList_TrackFragment | null;
  opened: boolean;
  onClose: () => void;
}

/** Where focus goes after the sections change: a section's button or name, or the Add button. */
type FocusTarget = { key: string; action: SectionAction | 'name' } | 'add' | null;

/** A steady 4/4 without sections: a track without a rhythm. */
const EMPTY: SongMapDraft = draftOf({ rhythm: null });

/**
 * 'Song map' of a playlist track: the song's bar pattern and its sections (name,
 * bars, tempo or a ramp, meter, accents, subdivision, muted), added, removed and moved with
 * buttons, so it works from the keyboard alone; each change is announced. Checked with the
 * server's own rules before it is sent; the answer (the playlist) replaces the cached one.
 */
export function SongMapDialog({ track, opened, onClose }: SongMapDialogProps) {
  const [update, { loading }] = usePlaylistPageUpdateTrackMutation();
  const [draft, setDraft] = useState<SongMapDraft>(EMPTY);
  const [errors, setErrors] = useState<SectionErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!opened || !track) return;
    setDraft(draftOf(track));
    setErrors({});
    setAnnouncement('');
  }, [opened, track]);

  // After a move the pressed button may now be disabled (first or last place): focus its twin instead.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === 'add') {
      addRef.current?.focus();
      return;
    }
    const section = sectionsRef.current?.querySelector(`[data-section-key="${focusTarget.key}"]`);
    if (!section) return;
    if (focusTarget.action === 'name') {
      section.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const twin = focusTarget.action === 'up' ? 'down' : 'up';
    const button = [focusTarget.action, twin]
      .map((action) => section.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((each) => each && !each.disabled);
    button?.focus();
  }, [focusTarget]);

  const bpm = track?.bpm ?? 0;
  const sections = draft.sections;

  const act = (index: number, action: SectionAction) => {
    const section = sections[index]!;
    const label = sectionLabel(section, index);
    if (action === 'remove') {
      const rest = sections.filter((_, each) => each !== index);
      setDraft({ ...draft, sections: rest });
      const next = rest[Math.min(index, rest.length - 1)];
      setFocusTarget(next ? { key: next.key, action: 'name' } : 'add');
      setAnnouncement(`${label} removed.`);
      return;
    }
    if (action === 'copy') {
      const copy = copiedSection(section);
      setDraft({ ...draft, sections: [...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)] });
      setFocusTarget({ key: copy.key, action: 'name' });
      setAnnouncement(`${label} copied to place ${index + 2} of ${sections.length + 1}.`);
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= sections.length) return;
    setDraft({ ...draft, sections: moved(sections, index, to) });
    setFocusTarget({ key: section.key, action });
    setAnnouncement(`${label} moved to place ${to + 1} of ${sections.length}.`);
  };

  const add = () => {
    const section = newSection(draft, bpm);
    setDraft({ ...draft, sections: [...sections, section] });
    setFocusTarget({ key: section.key, action: 'name' });
    setAnnouncement(`${section.name} added, place ${sections.length + 1} of ${sections.length + 1}.`);
  };

  const save = async () => {
    if (!track) return;
    const found = sectionErrorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setAnnouncement('Some sections need fixing.');
      return;
    }
    try {
      await update({ variables: { trackId: track.id, input: { rhythm: rhythmInputOf(draft) } } });
      showToast({ title: 'Song map saved', message: `“${track.name}” plays with its new rhythm.` });
      onClose();
    } catch (caught) {
      const error = readApiError(caught);
      showToast({
        color: 'red',
        title: 'Error saving the song map',
        message: error.message ?? 'Failed to save the song map. Please try again.',
      });
    }
  };

  const totalBars = sections.reduce((sum, section) => sum + (section.bars || 0), 0);
  const seconds = Math.round(songMapSeconds(draft));
  const length = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

  return (
    <Dialog opened={opened} onClose={onClose} title={track ? `Song map: ${track.name}` : 'Song map'} size="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Fieldset legend="Bar pattern of the song">
            <Text size="sm" c="dimmed" mb="sm">
              What the song plays without sections, and what a new section starts from.
            </Text>
            <BarPatternFields
              pattern={draft.pattern}
              bpm={bpm}
              onChange={(changes) => setDraft({ ...draft, pattern: changedPattern(draft.pattern, changes) })}
            />
          </Fieldset>

          <div>
            <Text fw={600}>
              {sections.length ? `Sections: ${sections.length}, ${totalBars} bars, ${length} in all` : 'Sections'}
            </Text>
            <Text size="sm" c="dimmed">
              {sections.length
                ? 'They play one after another, without a gap; the count-in comes before the first.'
                : `No sections: the whole song plays the pattern above at ${bpm} BPM. Add sections for a verse, a chorus, a ramp…`}
            </Text>
          </div>
          <Stack gap="md" ref={sectionsRef}>
            {sections.map((section, index) => (
              <SectionFields
                key={section.key}
                section={section}
                index={index}
                count={sections.length}
                errors={errors[section.key]}
                canCopy={sections.length < SECTIONS_MAX}
                onChange={(changed) =>
                  setDraft({ ...draft, sections: sections.map((each) => (each.key === changed.key ? changed : each)) })
                }
                onAction={(action) => act(index, action)}
              />
            ))}
          </Stack>
          <Group>
            <Button ref={addRef} variant="light" onClick={add} disabled={sections.length >= SECTIONS_MAX}>
              Add section
            </Button>
            {sections.length >= SECTIONS_MAX && (
              <Text size="sm" c="dimmed">{`A song map holds at most ${SECTIONS_MAX} sections.`}</Text>
            )}
          </Group>
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>

          <Group justify="space-between">
            <Button variant="subtle" color="gray" onClick={() => setDraft(EMPTY)}>
              Steady 4/4, no sections
            </Button>
            <DialogActions onCancel={onClose} submitting={loading} submitLabel="Save" />
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
