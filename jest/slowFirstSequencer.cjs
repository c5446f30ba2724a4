// Runs the slowest test files first, so the two workers finish together instead of one running a
// minutes-long browser file alone at the end. jest orders by the durations it recorded in its
// cache; a fresh clone has none, and jest's fallback (the biggest file first) puts short browser
// files, the slowest of all, behind hundreds of component tests. So a file jest has no duration
// for takes its seconds from the last CI run (below), or a guess for its project.
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds per file in a CI run on a quiet 2-core machine (files of 6 s or more). */
const LAST_CI_SECONDS = {
  'e2e/overlayGates.e2e.test.ts': 150,
  'e2e/screenGates.e2e.test.ts': 110,
  'e2e/layoutShift.e2e.test.ts': 90,
  // One file of 121 s then; split since, measured side by side at load 9–12.
  'checks/benchSmoke.test.ts': 56,
  'checks/benchSmokeBrowsers.test.ts': 73,
  'e2e/keyboard.e2e.test.ts': 98,
  'e2e/lastingClick.e2e.test.ts': 68,
  'e2e/setList.e2e.test.ts': 59,
  'server/trust/races.trust.test.ts': 58,
  'e2e/addToPlaylist.e2e.test.ts': 55,
  'e2e/generator.e2e.test.ts': 48,
  'server/fuzz/rest.fuzz.test.ts': 42,
  'server/trust/authorization.trust.test.ts': 34,
  'e2e/profile.e2e.test.ts': 34,
  'e2e/auth.e2e.test.ts': 33,
  'server/api/music.api.test.ts': 28,
  'server/fuzz/graphql.fuzz.test.ts': 26,
  'client/src/live/clockSync.test.ts': 25,
  'client/src/audio/tempoDetection/detectTempo.test.ts': 22,
  'client/src/audio/ClickTrackPlayer.test.ts': 22,
  'server/api/live.api.test.ts': 19,
  'client/src/components/SongMapDialog/SongMapDialog.test.tsx': 18,
  'client/src/components/Generator/RhythmControls.test.tsx': 18,
  'server/api/playlists.permissions.api.test.ts': 13,
  'client/src/pages/Home.page.test.tsx': 12,
  'client/src/pages/Register.page.test.tsx': 12,
  'client/src/pages/AddToPlaylist.page.test.tsx': 10,
  'client/src/routes.test.tsx': 8,
  'client/src/pages/Playlist.page.test.tsx': 8,
  'server/api/setBreaks.api.test.ts': 8,
  'client/src/pages/Admin.page.test.tsx': 8,
  'client/src/pages/Profile.page.test.tsx': 8,
  'client/src/components/TrackDetailsDialog/TrackDetailsDialog.test.tsx': 8,
  'client/src/audio/renderClickTrack.test.ts': 7,
  'server/api/outage.api.test.ts': 7,
  'server/fuzz/badInput.api.test.ts': 7,
  'client/src/pages/Login.page.test.tsx': 7,
  'server/trust/antiForgery.trust.test.ts': 7,
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
