import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** What visitors see in the header: Log In and Sign Up. */
export function VisitorActions() {
  return (
    <>
      <Button component={Link} to="/login" variant="default">
        Log In
      </Button>
      <Button component={Link} to="/register">
        Sign Up
      </Button>
    </>
  );
}
