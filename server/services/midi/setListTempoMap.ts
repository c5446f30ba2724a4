/**
 * A whole set list as one Standard MIDI File (type 1, 480 ticks per quarter): the songs one after
 * another, each with a count-in and a gap after it. Track 0 holds the tempo map (FF 51), the meters
 * (FF 58) and markers (FF 06: each song's title where its count-in starts, then its section
 * names); then one track per song, named by its title, with its click on channel 10.
 *
 * - Count-in: one bar of the song's first meter at its first tempo (none when the song counts in
 *   0 beats), so every song's bar 1 starts on a bar line of the file.
 * - Gap: the song's afterSongGap bars when it goes on after bars; otherwise (stop, or a gap in
 *   seconds) one bar. The gap keeps the ending song's last meter at the tempo it ends on, silent.
 */
import type { Section } from '../../../schema/rhythm';
import { beatCount, PPQ } from './smfTiming';
import { writeSmf } from './writeSmf';
import {
  clickEvents,
  meterAndMarkerEvents,
  tempoEvents,
  tempoMapEvents,
  trackName,
  trackOf,
  type TimedEvent,
} from './tempoMapWriter';

/** One song of the set list as the file writes it. */
export interface SetListSong {
  title: string;
  /** Its song map (at least one section). */
  sections: Section[];
  countIn: boolean;
  /** Bars of silence after it. */
  gapBars: number;
}

/** The song's count-in, its sections and its gap, as one run of sections. */
function songSections({ sections, countIn, gapBars }: SetListSong): Section[] {
  const first = sections[0]!;
  const last = sections[sections.length - 1]!;
  const countInBar: Section[] = countIn ? [{ ...first, name: '', bars: 1, endBpm: null, muted: false }] : [];
  const gap: Section[] =
    gapBars > 0 ? [{ ...last, name: '', bars: gapBars, bpm: last.endBpm ?? last.bpm, endBpm: null, muted: true }] : [];
  return [...countInBar, ...sections, ...gap];
}

/** Beats the set list's file holds: every song with its count-in and its gap. */
export function setListBeatCount(songs: readonly SetListSong[]): number {
  return beatCount(songs.flatMap(songSections));
}

/** Ticks a run of sections lasts. */
const ticksOf = (sections: Section[]) => tempoMapEvents(sections).endTick;

/** The file's bytes for a set list (at least one song) under its name. */
export function writeSetListTempoMap(name: string, songs: readonly SetListSong[]): Uint8Array {
  const runs = songs.map(songSections);
  const all = runs.flat();
  const { tempos, beats, endTick } = tempoMapEvents(all);
  const conductor: TimedEvent[] = [trackName(name)];
  const songTracks: TimedEvent[][] = [];
  let start = 0;
  songs.forEach((song, index) => {
    const end = start + ticksOf(runs[index]!);
    conductor.push({ tick: start, event: { deltaTime: 0, meta: true, type: 'marker', text: song.title } });
    const own = beats.filter((beat) => beat.tick >= start && beat.tick < end);
    songTracks.push([trackName(song.title), ...clickEvents(own)]);
    start = end;
  });
  // Concatenated, not pushed as arguments: a long set has more events than a call may take.
  const events = conductor.concat(meterAndMarkerEvents(all), tempoEvents(tempos));
  return writeSmf({ format: 1, numTracks: songs.length + 1, ticksPerBeat: PPQ }, [
    trackOf(events, endTick),
    ...songTracks.map((track) => trackOf(track, endTick)),
  ]);
}
