import { ValidationError } from 'yup';
import {
  MAIN_SOUND_EVERYWHERE,
  SECTION_NAME_MAX_LENGTH,
  STEADY_FOUR_FOUR,
  resolvePattern,
  resolveRhythm,
  type BarPattern,
  type LevelSounds,
  type RhythmInput,
} from '../../../../../schema/rhythm';
import { sectionSchema } from '../../../../../schema/validation/rhythm';
import type { TrackList_TrackFragment } from '../../../graphql/generated';
import { sectionSeconds } from '../../../audio/rhythmPlan';
import { rhythmOf } from '../../generator/savedSettings';

/** A section as the editor holds it: number fields may be empty while typed. */
export interface SectionDraft {
  /** Stable across moves, for React keys and focus. */
  key: string;
  name: string;
  bars: number | '';
  bpm: number | '';
  /** Empty: a steady tempo. */
  endBpm: number | '';
  muted: boolean;
  pattern: BarPattern;
}

/** A track's rhythm as the editor holds it: the song's bar pattern, its level sounds (kept as they are) and its sections. */
export interface SongMapDraft {
  pattern: BarPattern;
  levelSounds: LevelSounds;
  sections: SectionDraft[];
}

/** Field name → message, for each section that breaks a rule. */
export type SectionErrors = Record<string, Partial<Record<'name' | 'bars' | 'bpm' | 'endBpm' | 'pattern', string>>>;

/** Bars a new section gets. */
export const NEW_SECTION_BARS = 8;

let nextKey = 0;
const newKey = () => `section-${(nextKey += 1)}`;

/**
 * The editor's draft of a track's rhythm (a track without one: a steady 4/4 and no sections). The
 * rhythm is resolved first, so what is left of it and of each section past the named fields is
 * exactly their bar pattern.
 */
export function draftOf(track: Pick<TrackList_TrackFragment, 'rhythm'>): SongMapDraft {
  const { sections, levelSounds, ...pattern } = track.rhythm ? rhythmOf(track.rhythm) : resolveRhythm({});
  return {
    pattern,
    levelSounds,
    sections: sections.map(({ name, bars, bpm, endBpm, muted, ...sectionPattern }) => ({
      key: newKey(),
      name,
      bars,
      bpm,
      endBpm: endBpm ?? '',
      muted,
      pattern: sectionPattern,
    })),
  };
}

/**
 * A section to add after the last: it goes on where the song leaves off (the last section's end
 * tempo and pattern, else the track's tempo and pattern).
 */
export function newSection(draft: SongMapDraft, trackBpm: number): SectionDraft {
  const last = draft.sections[draft.sections.length - 1];
  const lastTempo = last ? (last.endBpm === '' ? last.bpm : last.endBpm) : '';
  return {
    key: newKey(),
    name: `Section ${draft.sections.length + 1}`,
    bars: NEW_SECTION_BARS,
    bpm: lastTempo === '' ? trackBpm : lastTempo,
    endBpm: '',
    muted: false,
    pattern: last ? last.pattern : draft.pattern,
  };
}

/** A copy of `section` to put right after it (a verse that comes back), named '… (copy)'. */
export function copiedSection(section: SectionDraft): SectionDraft {
  const suffix = ' (copy)';
  return {
    ...section,
    key: newKey(),
    name: `${section.name.trim().slice(0, SECTION_NAME_MAX_LENGTH - suffix.length)}${suffix}`,
  };
}

/**
 * How long the song map plays, in seconds (ramps integrated as the engine plays them), counting
 * only sections whose bars and tempos are filled in.
 */
export function songMapSeconds(draft: SongMapDraft): number {
  return draft.sections.reduce((sum, section) => {
    const { bars, bpm, endBpm } = section;
    if (bars === '' || bpm === '' || bars < 1 || bpm < 1 || (endBpm !== '' && endBpm < 1)) return sum;
    return (
      sum +
      sectionSeconds({
        ...section.pattern,
        name: section.name,
        bars,
        bpm,
        endBpm: endBpm === '' ? null : endBpm,
        muted: section.muted,
      })
    );
  }, 0);
}

/** `pattern` with `changes`, resolved as the server will (e.g. swing back to straight when the subdivision cannot swing). */
export function changedPattern(pattern: BarPattern, changes: Partial<BarPattern>): BarPattern {
  return resolvePattern({ ...pattern, ...changes }, pattern);
}

/** `sections` with the one at `from` moved to `to`. */
export function moved<T>(sections: readonly T[], from: number, to: number): T[] {
  const next = [...sections];
  const [section] = next.splice(from, 1);
  next.splice(to, 0, section!);
  return next;
}

function sectionInput(section: SectionDraft) {
  return {
    name: section.name,
    bars: section.bars === '' ? Number.NaN : section.bars,
    bpm: section.bpm === '' ? Number.NaN : section.bpm,
    endBpm: section.endBpm === '' ? null : section.endBpm,
    muted: section.muted,
    ...section.pattern,
  };
}

/**
 * The draft as `updateTrack`'s `rhythm`: null when it plays exactly as a track without a rhythm
 * (a steady 4/4, no sections, the main sound everywhere), so such a track stays plain.
 */
export function rhythmInputOf(draft: SongMapDraft): RhythmInput | null {
  const plain =
    draft.sections.length === 0 &&
    JSON.stringify(draft.pattern) === JSON.stringify(STEADY_FOUR_FOUR) &&
    JSON.stringify(draft.levelSounds) === JSON.stringify(MAIN_SOUND_EVERYWHERE);
  if (plain) return null;
  return { ...draft.pattern, levelSounds: draft.levelSounds, sections: draft.sections.map(sectionInput) };
}

/** Each section's broken rules, by the server's own schema (schema/validation/rhythm.ts); empty when all is well. */
export function sectionErrorsOf(draft: SongMapDraft): SectionErrors {
  const errors: SectionErrors = {};
  for (const section of draft.sections) {
    try {
      sectionSchema.validateSync(sectionInput(section), { abortEarly: false });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      const fields: SectionErrors[string] = {};
      for (const inner of caught.inner.length ? caught.inner : [caught]) {
        const field =
          inner.path === 'name' || inner.path === 'bars' || inner.path === 'bpm' || inner.path === 'endBpm'
            ? inner.path
            : 'pattern';
        fields[field] ??= inner.message;
      }
      errors[section.key] = fields;
    }
  }
  return errors;
}
