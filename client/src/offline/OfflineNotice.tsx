import { useOnline } from './networkStatus';
import { OfflineAlert } from './OfflineAlert';

/** A line under the header while the browser is offline: what still works and that changes wait. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <OfflineAlert radius={0} py="xs" title="You are offline">
      Changes are disabled until you are back online. The generator and your saved playlists still work.
    </OfflineAlert>
  );
}
