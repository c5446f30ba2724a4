/**
 * A memo of a pure function of a string, holding at most `capacity` answers (emptied when full, so
 * memory stays bounded whatever callers send). Session cookies and anti-forgery tokens are HMACs
 * checked on every request of a session: each costs tens of microseconds on OpenSSL 3, a lookup far less.
 */
export function boundedMemo<T>(compute: (input: string) => T, capacity = 10_000): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    const known = answers.get(input);
    if (known !== undefined) return known;
    const answer = compute(input);
    if (answers.size >= capacity) answers.clear();
    answers.set(input, answer);
    return answer;
  };
}
