import type { PlaylistCard_PlaylistFragment } from '../../../graphql/generated';
import {
  INITIAL_PLAYLISTS_SCREEN,
  playlistsScreenReducer,
  type PlaylistsScreenEvent,
  type PlaylistsScreenState,
} from './playlistsScreenState';

const run = (...events: PlaylistsScreenEvent[]): PlaylistsScreenState =>
  events.reduce(playlistsScreenReducer, INITIAL_PLAYLISTS_SCREEN);
const GIG = { id: 'p-1', name: 'Gig' } as PlaylistCard_PlaylistFragment;
const EDITABLE = { id: 'p-2', name: 'Rehearsal', description: null };

describe('the /playlists screen state', () => {
  it('opens with no dialog and no other list answered', () => {
    expect(INITIAL_PLAYLISTS_SCREEN).toEqual({
      form: { open: false, subject: null },
      deletion: { open: false, subject: null },
      settled: { shared: false, featured: false },
    });
  });

  describe('the form', () => {
    it('opens empty for a new playlist and with the playlist to edit', () => {
      expect(run({ type: 'formOpened', playlist: null }).form).toEqual({ open: true, subject: null });
      expect(run({ type: 'formOpened', playlist: EDITABLE }).form).toEqual({ open: true, subject: EDITABLE });
    });

    it('keeps the edited playlist while it closes, and a new playlist replaces it', () => {
      const closed = run({ type: 'formOpened', playlist: EDITABLE }, { type: 'formClosed' });
      expect(closed.form).toEqual({ open: false, subject: EDITABLE });
      expect(playlistsScreenReducer(closed, { type: 'formOpened', playlist: null }).form).toEqual({
        open: true,
        subject: null,
      });
    });
  });

  describe('deleting', () => {
    it('asks about the playlist and keeps its name while the confirmation closes', () => {
      const asked = run({ type: 'deleteAsked', playlist: GIG });
      expect(asked.deletion).toEqual({ open: true, subject: GIG });
      expect(playlistsScreenReducer(asked, { type: 'deleteClosed' }).deletion).toEqual({ open: false, subject: GIG });
    });

    it('leaves the form alone', () => {
      const state = run({ type: 'formOpened', playlist: EDITABLE }, { type: 'deleteAsked', playlist: GIG });
      expect(state.form).toEqual({ open: true, subject: EDITABLE });
    });
  });

  describe('sectionSettled', () => {
    it('records each other list once it has answered', () => {
      expect(run({ type: 'sectionSettled', section: 'shared' }).settled).toEqual({ shared: true, featured: false });
      expect(
        run({ type: 'sectionSettled', section: 'featured' }, { type: 'sectionSettled', section: 'shared' }).settled,
      ).toEqual({ shared: true, featured: true });
    });
  });

  it('returns the same state for an event that changes nothing, so the page does not render again', () => {
    const settled = run({ type: 'sectionSettled', section: 'shared' });
    expect(playlistsScreenReducer(settled, { type: 'sectionSettled', section: 'shared' })).toBe(settled);
    expect(playlistsScreenReducer(INITIAL_PLAYLISTS_SCREEN, { type: 'formClosed' })).toBe(INITIAL_PLAYLISTS_SCREEN);
    expect(playlistsScreenReducer(INITIAL_PLAYLISTS_SCREEN, { type: 'deleteClosed' })).toBe(INITIAL_PLAYLISTS_SCREEN);
  });
});
