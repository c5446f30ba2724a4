import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { FEATURES } from './features';

/** The landing page's feature cards. */
export function FeatureList() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {FEATURES.map((feature) => (
        <Card key={feature.title} component="li" withBorder radius="md" padding="lg">
          <ThemeIcon size="lg" radius="md" variant="light">
            {feature.icon}
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {feature.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {feature.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
