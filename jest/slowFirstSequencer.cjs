// Runs the slowest test files first, so the workers finish together instead of one running a
// minutes-long browser file alone at the end. jest orders by the durations it recorded in its
// cache; a fresh clone has none, and jest's fallback (the biggest file first) puts short browser
// files, the slowest of all, behind hundreds of component tests. So a file jest has no duration
// for takes its seconds from the last CI run (below), or a guess for its project.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds per file in the last fresh-clone CI run on a quiet 2-core machine (files of 5 s or more,
 * as jest printed them), rounded.
 */
const LAST_CI_SECONDS = {
  'e2e/overlayGates.e2e.test.ts': 73,
  'checks/benchSmokeBrowsers.test.ts': 70,
  'e2e/screenGates.e2e.test.ts': 69,
  'e2e/keyboard.e2e.test.ts': 61,
  'e2e/layoutShift.e2e.test.ts': 55,
  'server/trust/races.trust.test.ts': 50,
  'server/fuzz/rest.fuzz.test.ts': 43,
  'e2e/lastingClick.e2e.test.ts': 40,
  'e2e/setList.e2e.test.ts': 40,
  'e2e/addToPlaylist.e2e.test.ts': 37,
  'e2e/productionStart.e2e.test.ts': 35,
  'server/trust/authorization.trust.test.ts': 34,
  'checks/benchSmoke.test.ts': 31,
  'e2e/generator.e2e.test.ts': 31,
  'server/api/music.api.test.ts': 31,
  'server/fuzz/graphql.fuzz.test.ts': 29,
  'e2e/offline.e2e.test.ts': 26,
  'e2e/process.e2e.test.ts': 23,
  'e2e/phoneGenerator.e2e.test.ts': 22,
  'e2e/tempoDetection.e2e.test.ts': 21,
  'client/src/live/clockSync.test.ts': 19,
  'e2e/midiClock.e2e.test.ts': 19,
  'e2e/rehearsalMessages.e2e.test.ts': 19,
  'e2e/stage.e2e.test.ts': 19,
  'e2e/playlists.e2e.test.ts': 18,
  'e2e/followOn.e2e.test.ts': 16,
  'server/api/live.api.test.ts': 16,
  'e2e/midiMapping.e2e.test.ts': 15,
  'server/api/playlists.permissions.api.test.ts': 15,
  'client/src/features/generator/GeneratorScreen/GeneratorScreen.test.tsx': 14,
  'client/src/features/generator/RhythmControls.test.tsx': 14,
  'client/src/features/setlist/SongMapDialog/SongMapDialog.test.tsx': 14,
  'e2e/nextRedirect.e2e.test.ts': 14,
  'e2e/rehearsal.e2e.test.ts': 14,
  'server/api/userSounds.api.test.ts': 14,
  'e2e/admin.e2e.test.ts': 13,
  'e2e/profile.e2e.test.ts': 13,
  'client/src/features/auth/RegisterScreen/RegisterScreen.test.tsx': 12,
  'client/src/features/songs/AddSongsScreen/AddSongsScreen.test.tsx': 12,
  'e2e/appUpdate.e2e.test.ts': 12,
  'e2e/auth.e2e.test.ts': 12,
  'e2e/cues.e2e.test.ts': 12,
  'e2e/providerLogin.e2e.test.ts': 11,
  'e2e/setBreaks.e2e.test.ts': 11,
  'client/src/features/setlist/TrackDetailsDialog/TrackDetailsDialog.test.tsx': 10,
  'e2e/setListLayout.e2e.test.ts': 10,
  'server/api/setList.api.test.ts': 10,
  'server/api/longStrings.api.test.ts': 9,
  'client/src/audio/renderClickTrack.test.ts': 8,
  'client/src/features/setlist/TrackDetailsDialog/TrackMidiMessages.test.tsx': 8,
  'client/src/pages/Profile.page.test.tsx': 8,
  'e2e/audio.e2e.test.ts': 8,
  'e2e/charts.e2e.test.ts': 8,
  'server/api/rehearsal.api.test.ts': 8,
  'checks/regexSafety.test.ts': 7,
  'client/src/features/setlist/PlaylistScreen/PlaylistScreen.test.tsx': 7,
  'e2e/install.e2e.test.ts': 7,
  'e2e/tempoMapMidi.e2e.test.ts': 7,
  'e2e/userSounds.e2e.test.ts': 7,
  'server/api/outage.api.test.ts': 7,
  'server/api/settings.api.test.ts': 7,
  'server/fuzz/badInput.api.test.ts': 7,
  'client/src/audio/tempoDetection/detectTempo.test.ts': 6,
  'client/src/features/auth/LoginScreen/LoginScreen.test.tsx': 6,
  'client/src/features/songs/FindSongBpmScreen/FindSongBpmScreen.test.tsx': 6,
  'client/src/features/stage/PerformScreen/PerformScreen.test.tsx': 6,
  'client/src/midi/midiJump.test.ts': 6,
  'client/src/pages/Admin.page.test.tsx': 6,
  'client/src/routes.test.tsx': 6,
  'e2e/firstLoad.e2e.test.ts': 6,
  'e2e/midiPatch.e2e.test.ts': 6,
  'e2e/trackOwnSounds.e2e.test.ts': 6,
  'e2e/trackTempo.e2e.test.ts': 6,
  'server/api/admin.api.test.ts': 6,
  'server/api/apiTokens.api.test.ts': 6,
  'server/api/cueOwnWords.api.test.ts': 6,
  'server/services/music/providers.test.ts': 6,
  'server/trust/antiForgery.trust.test.ts': 6,
  'client/src/audio/ClickTrackPlayer.test.ts': 5,
  'client/src/components/Visualizer/Visualizer.test.tsx': 5,
  'client/src/features/generator/ownCueWords/OwnCueWordsPanel.test.tsx': 5,
  'e2e/checkoutAnywhere.e2e.test.ts': 5,
  'server/api/compression.api.test.ts': 5,
  'server/api/playlists.validation.api.test.ts': 5,
  'server/api/rehearsalMessages.api.test.ts': 5,
  'server/services/tableSweeper/boundedTables.test.ts': 5,
  'server/trust/subscriptions.trust.test.ts': 5,
};

/** A browser file jest printed no time for took under its 30 s threshold; other files, a few seconds. */
const GUESS_SECONDS = { e2e: 20, server: 3, client: 3, 'client-logic': 2 };

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const seconds = (test) => {
      const recorded = this.time(test);
      if (recorded != null) return recorded / 1000;
      const relative = test.path
        .slice(test.context.config.rootDir.length + 1)
        .split('\\')
        .join('/');
      return LAST_CI_SECONDS[relative] ?? GUESS_SECONDS[test.context.config.displayName?.name] ?? 3;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    return [...tests].sort(
      (a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || seconds(b) - seconds(a) || size(b) - size(a),
    );
  }
}

module.exports = SlowFirstSequencer;
