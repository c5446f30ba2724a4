import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ListStatus}. */
export interface ListStatusProps {
  /** What the list holds, in the plural: 'tokens', 'sounds'. */
  what: string;
  /** The list query's state: loading or failed count only while there is no data yet. */
  query: { loading: boolean; error?: unknown; data?: unknown; refetch: () => Promise<unknown> };
  empty: boolean;
  /** The list itself, shown once it has rows. */
  children: ReactNode;
}

/**
 * A list section's states while its query runs: 'Loading …', 'Failed to load your …' with Retry,
 * 'No … yet.', or the list.
 */
export function ListStatus({ what, query, empty, children }: ListStatusProps) {
  if (query.loading && !query.data) return <Text role="status">{`Loading ${what}...`}</Text>;
  if (query.error && !query.data)
    return (
      <Group>
        <Text c="red.9">{`Failed to load your ${what}.`}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Group>
    );
  if (empty) return <Text c="dimmed">{`No ${what} yet.`}</Text>;
  return <>{children}</>;
}
