import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';

/** Props of {@link ListState}. */
export interface ListStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** SPEC.md §2's texts, e.g. 'Loading users...', 'Failed to load users. Please try again.', 'No users found.' */
  loadingText: string;
  errorText: string;
  emptyText: string;
  onRetry(): void;
}

/** The loading, error (with Retry) and empty states of an admin table; null when the table has rows to show. */
export function ListState({ loading, failed, empty, loadingText, errorText, emptyText, onRetry }: ListStateProps) {
  if (loading) {
    return (
      <Center py="lg" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{loadingText}</Text>
        </Group>
      </Center>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{errorText}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (empty)
    return (
      <Text c="dimmed" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  return null;
}
