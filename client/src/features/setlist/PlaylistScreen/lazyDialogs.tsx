import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** The component `name` of a module loaded on first render (React.lazy wants a default export). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The set list's dialogs load when first opened: none is part of the page's first screen.

/** A track's tempo (editors). */
export const TrackTempoDialog = lazyNamed(() => import('../TrackTempoDialog/TrackTempoDialog'), 'TrackTempoDialog');
/** A track's name, artist, notes … (editors). */
export const TrackDetailsDialog = lazyNamed(
  () => import('../TrackDetailsDialog/TrackDetailsDialog'),
  'TrackDetailsDialog',
);
/** Adding or renaming a set break (editors). */
export const SetBreakDialog = lazyNamed(() => import('../SetBreakDialog/SetBreakDialog'), 'SetBreakDialog');
/** A track's song map (editors). */
export const SongMapDialog = lazyNamed(() => import('../SongMapDialog/SongMapDialog'), 'SongMapDialog');
/** 'Copy to…' another playlist. */
export const CopyTrackDialog = lazyNamed(() => import('../CopyTrackDialog/CopyTrackDialog'), 'CopyTrackDialog');
/** Share (owners and admins). */
export const ShareDialog = lazyNamed(() => import('../ShareDialog/ShareDialog'), 'ShareDialog');
/** Import CSV (editors). */
export const CsvImportDialog = lazyNamed(() => import('../CsvImportDialog/CsvImportDialog'), 'CsvImportDialog');

/**
 * Its children (a lazily loaded dialog) only while `opened`: the code loads when the dialog is
 * first opened, with nothing shown during that moment, and a closed dialog keeps no state.
 */
export function WhileOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
