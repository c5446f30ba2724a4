import fc from 'fast-check';

// Odd input, as clients send it by mistake or on purpose: wrong JSON types, NUL characters, huge
// or exotic text, operator objects, deep nesting, and strange path parameters.

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const EXOTIC_TEXT = [
  '',
  ' ',
  '\t\n',
  '🎸🥁🎹🎺',
  '👩‍👩‍👧‍👦'.repeat(30),
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̷̧̛͚̭̗͓͔̫̥͚͔̫̬̈́͊̐̒̓̈́͐̌̽a̸̡̧̛͍̯̹̫̥̪͍̱̗̞̤̠̲͒̎̊̑͘͜͠l̵̨̛̞̺̬̩̥̗̪̤̫̞̻̍͑̈́̅͒̑͐̚ͅg̷̛͈̼͖̞͚͔̹̬͍̦̠̮̥̀̀͐̄̍̑̋̅̚o̴̡̢̡̹͕̰̤̗̗͙͖̙̽͒̈́̀̓͐̀̉̕',
  '\uFEFF\u200B\u2028\u2029',
  '\uD800',
  "' OR '1'='1' --",
  '\'; drop table "user"; --',
  '$1 $2 ?? ?',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  '1e309',
  'NaN',
];

/** One value for a JSON field that it should not (or may not) accept. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.0001,
    1e308,
    -1e308,
    2 ** 53 + 2,
    [],
    ['a'],
    [1, 2],
    {},
    { $gt: '' },
    { $ne: null },
    { toString: 'x' },
  ),
  fc.constantFrom(...EXOTIC_TEXT),
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.constant('x'.repeat(10_000)),
  fc.constant('🎸'.repeat(2_500)),
  fc.integer({ min: 2, max: 60 }).map((depth) => nested(depth, 'array')),
  fc.integer({ min: 2, max: 60 }).map((depth) => nested(depth, 'object')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Whole JSON request bodies that are not the object an operation takes. */
export const oddRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '[]',
    'null',
    '"s"',
    '123',
    'true',
    '{}',
    '{',
    '{"name": "abc',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  ),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 60 }),
);

/** Path parameter values, already percent-encoded as they travel in a URL. */
export const oddPathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'x',
    '-1',
    '0',
    '%00',
    'a'.repeat(300),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    encodeURIComponent("1' or '1'='1"),
    encodeURIComponent('"; drop table playlist; --'),
    '%ZZ',
    '%C0%AF',
    '%E2%80%AE',
    '..%2F..%2Fetc%2Fpasswd',
    encodeURIComponent('🎸'),
    encodeURIComponent('\u0000abc'),
    '%20',
  ),
  fc.string({ minLength: 1, maxLength: 50 }).map(encodeURIComponent),
);
