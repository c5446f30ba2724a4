import { Container, Text, Title } from '@mantine/core';

/** Props of {@link PagePlaceholder}. */
export interface PagePlaceholderProps {
  title: string;
  description: string;
}

/** A page's title and one line saying what will be here; pages built later replace it. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="xs">
        {description}
      </Text>
    </Container>
  );
}
