import { Alert, Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/FullPageLoader/screenHeadings';

/** Props of the shared card around the login and register forms. */
export interface AuthFormCardProps {
  title: string;
  /** The line under the title, e.g. "Don't have an account?", followed by the link. */
  prompt: string;
  link: { to: string; label: string };
  /** The form-level error alert (idle → submitting → success or error alert, SPEC.md §4). */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  width: number;
  children: ReactNode;
}

/** Title, switch link, and a bordered form with its error alert; the fields come as children. */
export function AuthFormCard({ title, prompt, link, error, onSubmit, width, children }: AuthFormCardProps) {
  return (
    <Container size={width} py="xl">
      <ScreenTitle title={title} />
      <Text c="dimmed" size="sm" ta="center" mt={5}>
        {prompt}{' '}
        <Anchor component={Link} to={link.to} underline="always">
          {link.label}
        </Anchor>
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
