/**
 * HTTP contract values the browser client and the server must agree on (DESIGN.md §5).
 */

/** Readable cookie holding the anti-forgery token; the client copies it into {@link XSRF_HEADER}. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header every non-GET request must carry with the value of {@link XSRF_COOKIE}. */
export const XSRF_HEADER = 'X-XSRF-Token';
/** Response header naming the request, so a user's report can be matched to the server log. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/**
 * `<meta name>` the server adds to the page when the visitor's session names a user: a hint the
 * page reads before its sign-in check answers (the check still decides).
 */
export const SIGNED_IN_HINT_META = 'miq-signed-in';
