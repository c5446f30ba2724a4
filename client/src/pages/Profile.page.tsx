import { Card, Container, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PanelTabs } from '../components/PanelTabs/PanelTabs';
import { FullPageLoader } from '../components/FullPageLoader/FullPageLoader';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { ApiTokensSection } from '../features/profile/ApiTokensSection';
import { ChangePasswordForm } from '../features/profile/ChangePasswordForm';
import { LinkedProvidersSection } from '../features/profile/LinkedProvidersSection';
import { MySoundsSection } from '../features/profile/MySoundsSection';
import { ProfileAvatar } from '../features/profile/ProfileAvatar';
import { ProfileSettingsForm } from '../features/profile/ProfileSettingsForm';
import '../styles/screens/profile';

/**
 * /profile (SPEC.md §2): a card with the photo, read-only username and email, and two tabs,
 * Profile Settings and Change Password. Visitors never reach it (the routes send them away).
 */
export function ProfilePage() {
  const { user, loading } = useCurrentUser();
  if (loading || !user) return <FullPageLoader />;
  const name = user.displayName || user.username;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Profile
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack align="center">
              <ProfileAvatar src={user.profileImageUrl ?? null} fallback={name.charAt(0).toUpperCase()} />
              <Text fw={600} size="lg">
                {name}
              </Text>
              <TextInput label="Username" value={user.username} readOnly w="100%" />
              <TextInput label="Email" value={user.email} readOnly w="100%" />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg">
            <PanelTabs
              tabs={[
                { value: 'settings', label: 'Profile Settings', panel: <ProfileSettingsForm user={user} /> },
                { value: 'password', label: 'Change Password', panel: <ChangePasswordForm /> },
              ]}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Stack gap="lg">
            <MySoundsSection />
            <LinkedProvidersSection />
            <ApiTokensSection />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
