import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** / for signed-in users: the click-track generator (built later). */
export function HomePage() {
  return <PagePlaceholder title="Click Track Generator" description="The click track generator is coming soon." />;
}
