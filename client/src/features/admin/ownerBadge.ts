import { ADMIN_DESCRIPTION_TRUNCATE, ADMIN_OWNER_ID_PREFIX } from '../../../../schema/limits';
import { SAMPLE_OWNER_LABELS } from '../../../../schema/sampleUsers';

/**
 * The Owner badge of SPEC.md §2 /admin: 'System' without an owner; the two sample accounts by
 * their fixed labels; 'User: ' + the id's first 8 characters + '…' for any other string owner id;
 * 'No owner' for anything else.
 */
export function ownerBadge(userId: unknown): string {
  if (userId === null || userId === undefined) return 'System';
  if (typeof userId !== 'string') return 'No owner';
  return SAMPLE_OWNER_LABELS[userId] ?? `User: ${userId.slice(0, ADMIN_OWNER_ID_PREFIX)}…`;
}

/** A description as the admin table shows it: '-' when empty, cut at 30 characters with an ellipsis. */
export function truncatedDescription(description: string | null | undefined): string {
  if (!description) return '-';
  return description.length > ADMIN_DESCRIPTION_TRUNCATE
    ? `${description.slice(0, ADMIN_DESCRIPTION_TRUNCATE)}…`
    : description;
}
