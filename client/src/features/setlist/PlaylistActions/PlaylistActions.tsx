import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SAMPLE_USERNAMES } from '../../../../../schema/sampleUsers';
import { readApiError } from '../../../graphql/errors';
import {
  PlaylistPageDocument,
  usePlaylistPageDuplicateMutation,
  useShareDialogShareMutation,
} from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { CsvImportDialog, ShareDialog, WhileOpened } from '../PlaylistScreen/lazyDialogs';

// The chart and MIDI readers' dialogs load only when someone opens them.
const ChartImportDialog = lazy(() =>
  import('../ChartImportDialog/ChartImportDialog').then((module) => ({ default: module.ChartImportDialog })),
);
const MidiImportDialog = lazy(() =>
  import('../MidiImportDialog/MidiImportDialog').then((module) => ({ default: module.MidiImportDialog })),
);

/** Props of {@link PlaylistActions}. */
export interface PlaylistActionsProps {
  playlist: { id: string; name: string };
  /** Owner or admin, online: Share, 'Share with Demo User', Add Tracks, Import CSV, Import charts, Import MIDI file. */
  canEdit: boolean;
  /** Any reader, online: Duplicate, Export CSV and Export MIDI tempo map (Perform is always there, offline too). */
  canCopy: boolean;
  /** Online, and the owner, a share recipient or an admin (system playlists: admins only): Rehearse. */
  canRehearse: boolean;
  /** A phone: Perform, Rehearse and Add Tracks stay; the rest, with Home and Back to Playlists, go into a menu. */
  compact?: boolean;
  /** Editors: 'Add set break' (at the end of the set list). */
  onAddBreak?: () => void;
}

/** The playlist page's buttons above the tracks, with the dialogs they open; on a phone most of them in a menu. */
export function PlaylistActions({
  playlist,
  canEdit,
  canCopy,
  canRehearse,
  compact = false,
  onAddBreak,
}: PlaylistActionsProps) {
  const navigate = useNavigate();
  const [shareOpen, setShareOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [chartsOpen, setChartsOpen] = useState(false);
  const [midiOpen, setMidiOpen] = useState(false);
  const [share, { loading: sharingWithDemo }] = useShareDialogShareMutation({
    refetchQueries: [{ query: PlaylistPageDocument, variables: { id: playlist.id } }],
  });
  const [duplicate, { loading: duplicating }] = usePlaylistPageDuplicateMutation();

  const csvHref = `/api/playlists/${encodeURIComponent(playlist.id)}/tracks.csv`;
  const midiHref = `/api/playlists/${encodeURIComponent(playlist.id)}/tempo-map.mid`;
  const dialogs = (
    <>
      <WhileOpened opened={canEdit && shareOpen}>
        <ShareDialog opened onClose={() => setShareOpen(false)} playlistId={playlist.id} playlistName={playlist.name} />
      </WhileOpened>
      <WhileOpened opened={canEdit && importOpen}>
        <CsvImportDialog playlistId={playlist.id} opened onClose={() => setImportOpen(false)} />
      </WhileOpened>
      {canEdit && chartsOpen && (
        <Suspense fallback={null}>
          <ChartImportDialog playlistId={playlist.id} opened onClose={() => setChartsOpen(false)} />
        </Suspense>
      )}
      {canEdit && midiOpen && (
        <Suspense fallback={null}>
          <MidiImportDialog playlistId={playlist.id} opened onClose={() => setMidiOpen(false)} />
        </Suspense>
      )}
    </>
  );

  const shareWithDemo = async () => {
    try {
      await share({ variables: { playlistId: playlist.id, sharedWithUsername: SAMPLE_USERNAMES.demo } });
      showToast({ title: 'Playlist shared', message: `This playlist is now shared with ${SAMPLE_USERNAMES.demo}.` });
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error sharing playlist',
        message: readApiError(caught).message ?? 'Failed to share playlist',
      });
    }
  };

  const duplicatePlaylist = async () => {
    try {
      const copy = (await duplicate({ variables: { id: playlist.id } })).data?.duplicatePlaylist;
      if (!copy) return;
      showToast({ title: 'Playlist duplicated', message: `“${copy.name}” is in your playlists.` });
      void navigate(`/playlist/${copy.id}`);
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error duplicating playlist',
        message: readApiError(caught).message ?? 'Failed to duplicate the playlist. Please try again.',
      });
    }
  };

  // The set list on stage, and the rehearsal room for those who may open one: first in both layouts.
  const stageLinks = (
    <>
      <Button component={Link} to={`/playlist/${playlist.id}/perform`}>
        Perform
      </Button>
      {canRehearse && (
        <Button component={Link} to={`/playlist/${playlist.id}/rehearse`} variant="light">
          Rehearse
        </Button>
      )}
    </>
  );

  if (compact) {
    return (
      <>
        <Group gap="xs" className="setlist-header">
          {stageLinks}
          {canEdit && (
            <Button component={Link} to={`/add-to-playlist/${playlist.id}`} variant="light">
              Add Tracks
            </Button>
          )}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Tooltip label="Share, import, export, duplicate, go back" openDelay={400} withinPortal>
                <ActionIcon variant="default" size="lg" aria-label="More playlist actions">
                  <span aria-hidden>⋯</span>
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown className="setlist-menu" aria-label="More playlist actions">
              {canEdit && (
                <>
                  <Menu.Item onClick={() => setShareOpen(true)}>Share</Menu.Item>
                  <Menu.Item onClick={() => void shareWithDemo()} disabled={sharingWithDemo}>
                    Share with Demo User
                  </Menu.Item>
                  <Menu.Item onClick={() => setImportOpen(true)}>Import CSV</Menu.Item>
                  <Menu.Item onClick={() => setChartsOpen(true)}>Import charts</Menu.Item>
                  <Menu.Item onClick={() => setMidiOpen(true)}>Import MIDI file</Menu.Item>
                  {onAddBreak && <Menu.Item onClick={onAddBreak}>Add set break</Menu.Item>}
                </>
              )}
              {canCopy && (
                <>
                  <Menu.Item onClick={() => void duplicatePlaylist()} disabled={duplicating}>
                    Duplicate
                  </Menu.Item>
                  <Menu.Item component="a" href={csvHref} download>
                    Export CSV
                  </Menu.Item>
                  <Menu.Item component="a" href={midiHref} download>
                    Export MIDI tempo map
                  </Menu.Item>
                </>
              )}
              <Menu.Divider />
              <Menu.Item component={Link} to="/">
                Home
              </Menu.Item>
              <Menu.Item component={Link} to="/playlists">
                Back to Playlists
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {dialogs}
      </>
    );
  }

  return (
    <>
      {canEdit && (
        <Group gap="xs" className="setlist-header">
          <Button onClick={() => setShareOpen(true)}>Share</Button>
          <Button variant="light" onClick={() => void shareWithDemo()} loading={sharingWithDemo}>
            Share with Demo User
          </Button>
          <Button component={Link} to={`/add-to-playlist/${playlist.id}`} variant="light">
            Add Tracks
          </Button>
          <Button variant="light" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
          <Button variant="light" onClick={() => setChartsOpen(true)}>
            Import charts
          </Button>
          <Button variant="light" onClick={() => setMidiOpen(true)}>
            Import MIDI file
          </Button>
          {onAddBreak && (
            <Button variant="light" onClick={onAddBreak}>
              Add set break
            </Button>
          )}
        </Group>
      )}
      <Group gap="xs" className="setlist-header">
        {stageLinks}
        {canCopy && (
          <>
            <Button variant="default" onClick={() => void duplicatePlaylist()} loading={duplicating}>
              Duplicate
            </Button>
            <Button component="a" href={csvHref} download variant="default">
              Export CSV
            </Button>
            <Button component="a" href={midiHref} download variant="default">
              Export MIDI tempo map
            </Button>
          </>
        )}
      </Group>
      {dialogs}
    </>
  );
}
