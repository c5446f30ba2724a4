/** One size of a growing input and what the server answered to it. */
export interface GrowthStep<R> {
  size: number;
  response: R;
}

/** What {@link growUntilRefused} saw: every accepted size in order, and the first refused one (none if `max` was passed first). */
export interface Growth<R> {
  accepted: Array<GrowthStep<R>>;
  refusal?: GrowthStep<R>;
}

/**
 * Sends the sizes start, 2·start, 4·start … (at most `max`) one after another, as a client probing
 * for a limit would, and stops at the first answer `isRefusal` recognises.
 */
export async function growUntilRefused<R>(
  start: number,
  max: number,
  send: (size: number) => Promise<R>,
  isRefusal: (response: R) => boolean,
): Promise<Growth<R>> {
  const accepted: Array<GrowthStep<R>> = [];
  for (let size = start; size <= max; size *= 2) {
    const response = await send(size);
    if (isRefusal(response)) return { accepted, refusal: { size, response } };
    accepted.push({ size, response });
  }
  return { accepted };
}
