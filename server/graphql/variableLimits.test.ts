import { GRAPHQL_MAX_INPUT_FIELDS } from '../../schema/limits';
import type { VisitCounter } from './queryLimits';
import { inputFieldsMessage, widestInputObject } from './variableLimits';

describe('widest input object of the variables', () => {
  it('finds the widest object at any depth, arrays included', () => {
    expect(widestInputObject({})).toBe(0);
    expect(widestInputObject({ input: { name: 'Set list', description: 'Friday' } })).toBe(2);
    const wide = Object.fromEntries(
      Array.from({ length: GRAPHQL_MAX_INPUT_FIELDS + 1 }, (_, index) => [`k${index}`, index]),
    );
    expect(widestInputObject({ input: { items: [{ a: 1 }, wide] } })).toBe(GRAPHQL_MAX_INPUT_FIELDS + 1);
    expect(inputFieldsMessage(51)).toBe(
      `Too many fields in one input object of the variables: 51, at most ${GRAPHQL_MAX_INPUT_FIELDS} allowed`,
    );
  });

  it('visits each value once, and 100,000 levels of nesting do not overflow the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = { next: deep };
    const visits: VisitCounter = { count: 0 };
    expect(widestInputObject({ deep }, visits)).toBe(1);
    expect(visits.count).toBe(100_002);
  });
});
