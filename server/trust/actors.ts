/** The ten callers of the authorization matrix, in the matrix file's column order. */
export const ACTORS = [
  'anonymous',
  'owner',
  'otherUser',
  'recipient',
  'exRecipient',
  'admin',
  'demotedAdmin',
  'deletedUser',
  'readToken',
  'revokedToken',
] as const;
export type Actor = (typeof ACTORS)[number];
