import { SAMPLE_USER_IDS } from '../../../../schema/sampleUsers';
import { ownerBadge, truncatedDescription } from './ownerBadge';

describe('ownerBadge (SPEC.md §2 /admin)', () => {
  it.each([
    [null, 'System'],
    [undefined, 'System'],
    [SAMPLE_USER_IDS.admin, 'Admin (sample)'],
    [SAMPLE_USER_IDS.demo, 'Demo User (sample)'],
    ['7b0c5a1e-1234-4000-8000-000000000001', 'User: 7b0c5a1e…'],
    [42, 'No owner'],
    [{ id: 'x' }, 'No owner'],
  ])('%j → %s', (userId, label) => {
    expect(ownerBadge(userId)).toBe(label);
  });
});

describe('truncatedDescription', () => {
  it("shows '-' when empty and cuts after 30 characters with an ellipsis", () => {
    expect(truncatedDescription(null)).toBe('-');
    expect(truncatedDescription('')).toBe('-');
    expect(truncatedDescription('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncatedDescription(`${'y'.repeat(30)}z`)).toBe(`${'y'.repeat(30)}…`);
  });
});
