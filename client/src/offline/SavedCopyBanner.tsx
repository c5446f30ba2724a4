import { Text } from '@mantine/core';
import { OfflineAlert } from './OfflineAlert';

/** Props of {@link SavedCopyBanner}. */
export interface SavedCopyBannerProps {
  /** When the copy was saved (ms since the epoch). */
  savedAt: number;
}

/** Tells the user a screen shows what was saved on this device, read-only, because the server is out of reach. */
export function SavedCopyBanner({ savedAt }: SavedCopyBannerProps) {
  return (
    <OfflineAlert title="Offline — showing your saved copy">
      <Text size="sm">
        Saved {new Date(savedAt).toLocaleString()}. Read-only: changes are disabled until you are back online.
      </Text>
    </OfflineAlert>
  );
}
