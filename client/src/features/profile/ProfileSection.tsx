import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The line under the heading. */
  intro: ReactNode;
  children: ReactNode;
  /** Outside the stack: a dialog the section opens. */
  dialog?: ReactNode;
}

/** A card of /profile below the form: a heading that names the section, a dimmed intro, its content. */
export function ProfileSection({ id, title, intro, children, dialog }: ProfileSectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack>
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
      {dialog}
    </Card>
  );
}
