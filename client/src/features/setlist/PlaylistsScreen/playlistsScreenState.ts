import type { PlaylistCard_PlaylistFragment } from '../../../graphql/generated';
import type { EditablePlaylist } from '../PlaylistFormDialog/PlaylistFormDialog';

/**
 * A dialog and what it is about. The subject stays set while the dialog closes, so its text does
 * not blank out mid-animation; the next opening replaces it.
 */
export interface DialogState<Subject> {
  open: boolean;
  subject: Subject | null;
}

/** What /playlists holds between renders besides its queries. */
export interface PlaylistsScreenState {
  /** The new-or-edit form; its subject is null for a new playlist. */
  form: DialogState<EditablePlaylist>;
  /** The delete confirmation. */
  deletion: DialogState<PlaylistCard_PlaylistFragment>;
  /** Which of the other lists have answered: the sections show together, so none moves when another answers. */
  settled: { shared: boolean; featured: boolean };
}

/** A list on /playlists that loads apart from the user's own. */
export type OtherSection = keyof PlaylistsScreenState['settled'];

/** What can happen on /playlists. */
export type PlaylistsScreenEvent =
  | { type: 'formOpened'; playlist: EditablePlaylist | null }
  | { type: 'formClosed' }
  | { type: 'deleteAsked'; playlist: PlaylistCard_PlaylistFragment }
  | { type: 'deleteClosed' }
  | { type: 'sectionSettled'; section: OtherSection };

/** /playlists when it opens: no dialog, no other list answered yet. */
export const INITIAL_PLAYLISTS_SCREEN: PlaylistsScreenState = {
  form: { open: false, subject: null },
  deletion: { open: false, subject: null },
  settled: { shared: false, featured: false },
};

/**
 * How each event changes /playlists. An event that changes nothing returns the same state, so a
 * section that reports again does not render the page again.
 */
export function playlistsScreenReducer(state: PlaylistsScreenState, event: PlaylistsScreenEvent): PlaylistsScreenState {
  switch (event.type) {
    case 'formOpened':
      return { ...state, form: { open: true, subject: event.playlist } };
    case 'formClosed':
      return state.form.open ? { ...state, form: { ...state.form, open: false } } : state;
    case 'deleteAsked':
      return { ...state, deletion: { open: true, subject: event.playlist } };
    case 'deleteClosed':
      return state.deletion.open ? { ...state, deletion: { ...state.deletion, open: false } } : state;
    case 'sectionSettled':
      return state.settled[event.section] ? state : { ...state, settled: { ...state.settled, [event.section]: true } };
  }
}
