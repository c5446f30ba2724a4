import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useAuthProviderQuery, useLinkedProvidersQuery } from '../../graphql/generated';

/**
 * 'Sign-in methods' on /profile: the identity-provider accounts linked to yours, and 'Link {name}'
 * (to /api/login?link=1) when the server has a provider. Nothing shows on a server without one.
 */
export function LinkedProvidersSection() {
  const provider = useAuthProviderQuery().data?.authProvider;
  const linked =
    useLinkedProvidersQuery({ skip: !provider, fetchPolicy: 'cache-and-network' }).data?.linkedProviders ?? [];
  if (!provider) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-methods-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sign-in-methods-title">
          Sign-in methods
        </Title>
        {linked.length === 0 ? (
          <Text c="dimmed">Only your password. Link {provider.name} to sign in with it too.</Text>
        ) : (
          <List>
            {linked.map((link) => (
              <List.Item key={link.issuer}>
                {provider.name} ({link.issuer}), linked {new Date(link.linkedAt as string).toLocaleDateString()}
              </List.Item>
            ))}
          </List>
        )}
        <Button component="a" href={`${provider.loginUrl}?link=1`} variant="default" w="fit-content">
          Link {provider.name}
        </Button>
        <Text size="xs" c="dimmed">
          You will sign in at {provider.name} and come back here.
        </Text>
      </Stack>
    </Card>
  );
}
