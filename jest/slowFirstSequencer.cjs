// Runs the slowest test files first, so the two workers finish together instead of one running a
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
  'checks/benchSmokeBrowsers.test.ts': 68,
  'e2e/overlayGates.e2e.test.ts': 64,
  'e2e/screenGates.e2e.test.ts': 61,
  'e2e/keyboard.e2e.test.ts': 55,
  'e2e/layoutShift.e2e.test.ts': 52,
  'server/trust/races.trust.test.ts': 43,
  'e2e/setList.e2e.test.ts': 41,
  'server/fuzz/rest.fuzz.test.ts': 40,
  'e2e/lastingClick.e2e.test.ts': 39,
  'e2e/addToPlaylist.e2e.test.ts': 38,
  'checks/benchSmoke.test.ts': 33,
  'e2e/generator.e2e.test.ts': 32,
  'server/trust/authorization.trust.test.ts': 30,
  'server/api/music.api.test.ts': 30,
  'server/fuzz/graphql.fuzz.test.ts': 26,
  'client/src/audio/tempoDetection/detectTempo.test.ts': 21,
  'client/src/live/clockSync.test.ts': 21,
  'server/api/live.api.test.ts': 16,
  'server/api/userSounds.api.test.ts': 11,
  'client/src/features/generator/RhythmControls.test.tsx': 10,
  'client/src/features/songs/AddSongsScreen/AddSongsScreen.test.tsx': 10,
  'client/src/features/auth/RegisterScreen/RegisterScreen.test.tsx': 10,
  'client/src/features/generator/GeneratorScreen/GeneratorScreen.test.tsx': 9,
  'client/src/features/setlist/SongMapDialog/SongMapDialog.test.tsx': 9,
  'server/api/playlists.permissions.api.test.ts': 9,
  'server/trust/antiForgery.trust.test.ts': 8,
  'client/src/features/stage/PerformScreen/trackOwnSounds.test.tsx': 7,
  'client/src/pages/Profile.page.test.tsx': 7,
  'client/src/features/songs/FindSongBpmScreen/FindSongBpmScreen.test.tsx': 7,
  'client/src/features/setlist/PlaylistScreen/PlaylistScreen.test.tsx': 7,
  'server/api/outage.api.test.ts': 7,
  'server/api/settings.api.test.ts': 7,
  'server/api/admin.api.test.ts': 7,
  'client/src/audio/renderClickTrack.test.ts': 6,
  'client/src/pages/Admin.page.test.tsx': 6,
  'client/src/features/setlist/TrackDetailsDialog/TrackDetailsDialog.test.tsx': 6,
  'server/services/music/providers.test.ts': 6,
  'client/src/features/setlist/TrackDetailsDialog/TrackOwnSounds.test.tsx': 6,
  'client/src/audio/tempoDetection/beatTracking.test.ts': 6,
  'server/api/longStrings.api.test.ts': 6,
  'server/api/rehearsal.api.test.ts': 6,
  'client/src/features/generator/stagePlayback.test.ts': 5,
  'server/api/trackOwnSounds.api.test.ts': 5,
  'client/src/features/stage/PerformScreen/tapTempo.test.tsx': 5,
  'client/src/audio/wav.test.ts': 5,
  'client/src/features/setlist/TrackDetailsDialog/TrackMidiMessages.test.tsx': 5,
  'client/src/routes.test.tsx': 5,
  'server/fuzz/badInput.api.test.ts': 5,
  'server/api/setList.api.test.ts': 5,
  'client/src/features/setlist/PlaylistFormDialog/PlaylistFormDialog.test.tsx': 5,
};

/** A browser file jest printed no time for took under its 30 s threshold; other files, a few seconds. */
const GUESS_SECONDS = { e2e: 20, server: 3, client: 3 };

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
