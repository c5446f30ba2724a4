// The code bench/sounds.mjs bundles for Node: the onset finder of users' own sounds and its test set.
export { findOnset, onsetErrorMs, onsetSounds } from '../../testkit/onsetSounds';
