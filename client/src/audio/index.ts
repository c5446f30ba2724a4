/** The click-track engine: framework-free, sample-exact, driven by the audio clock (DESIGN.md §6). */
export * from './types';
export {
  SOUND_SPECS,
  SOUND_TYPES,
  CLICK_DURATION_SECONDS,
  SUBDIVISION_CLICK_DURATION_SECONDS,
  synthesizeClick,
  type SoundSpec,
} from './sounds';
export {
  renderClickTrack,
  planClickTrack,
  renderClickTrackRange,
  renderClickTrackRangeInto,
  mainBeatCount,
  clickTrackBeats,
  beatIntervalSeconds,
  LEVEL_GAINS,
  levelVolumePercent,
  type ClickTrackPlan,
  type PlannedClick,
} from './renderClickTrack';
export {
  planRhythm,
  pulseFractions,
  rampBeatOffsetSeconds,
  sectionSeconds,
  beatsPerBarOf,
  SUBDIVISION_LEVEL,
  type RhythmOnset,
  type RhythmOnsetKind,
  type RhythmPlan,
  type RhythmPlanSettings,
} from './rhythmPlan';
export { planPractice, hasPractice, isBarSilenced, trainerRhythm, barRandom } from './practicePlan';
export {
  ClickTrackPlayer,
  barStartSamples,
  RELOCK_THRESHOLD_SECONDS,
  STEADY_BEATS_PER_BAR,
  HEAD_SECONDS,
  schedulingMarginFrames,
  audibleTimeSeconds,
  smoothAudibleTimeSeconds,
  type ClickTrackPlayerOptions,
  type PlayAtResult,
  type AudioContextLike,
} from './ClickTrackPlayer';
export { prepareOnFirstInput, type InputTarget } from './prepareOnFirstInput';
export { TapTempo, type TapTempoReading } from './tapTempo';
export { encodeWav, renderClickTrackWav } from './wav';
export {
  HapticBeat,
  HAPTIC_LOOKAHEAD_SECONDS,
  HAPTIC_PULSE_MS,
  type HapticClockSource,
  type HapticTimers,
  type ScheduledPulse,
} from './hapticBeat';
export {
  clickOutputNode,
  canChooseOutputDevice,
  DEFAULT_CLICK_OUTPUT,
  type ClickOutput,
  type RoutingContext,
} from './clickOutput';
export { outputRoutes, type OutputRoutes } from './cueOutput';
export { followOnOf, followOnStartFrame, gridEnd, type FollowOn } from './followOn';
export { planCues, mixCuesInto, cueSamples, CUE_GAP_SECONDS, type CueEvent, type CueSettings } from './cues/cuePlan';
export { loadCueBank, wordLengths, type CueBank } from './cues/cueBank';
export { CueVoice } from './cues/cueVoice';
export { withOwnCueWords } from './cues/ownCueWords';
export { renderClickTrackWithCues } from './cues/cueExport';
export { CUE_WORDS, sectionCueWord, type CueWord } from './cues/cueWords';
