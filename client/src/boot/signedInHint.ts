import { SIGNED_IN_HINT_META } from '../../../schema/http';

/**
 * Whether the page's HTML says the visitor's session names a user (the server adds the meta tag):
 * read before the sign-in check answers, to show the screen's heading at once. A hint only: the
 * check decides (a session may have ended elsewhere), and a page from the service worker's cache
 * has no hint.
 */
export function pageSaysSignedIn(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${SIGNED_IN_HINT_META}"]`) !== null;
}
