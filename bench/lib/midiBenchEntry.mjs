// What bench:midi bundles into its page: the click player and the MIDI clock scheduler as the app
// ships them, and the rhythm resolver to build a song map.
export { ClickTrackPlayer } from '../../client/src/audio/ClickTrackPlayer.ts';
export { MidiClockOut, LOOKAHEAD_MS } from '../../client/src/midi/midiOut.ts';
export { resolveRhythm } from '../../schema/rhythm.ts';
