import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useSignInLinks } from '../../hooks/useSignInLinks';

/** What visitors see in the header: Log In and Sign Up. */
export function VisitorActions() {
  const links = useSignInLinks();
  return (
    <>
      <Button component={Link} to={links.login} variant="default">
        Log In
      </Button>
      <Button component={Link} to={links.register}>
        Sign Up
      </Button>
    </>
  );
}
