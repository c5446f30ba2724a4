import { Algorithm, hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * argon2id at its smallest cost, only inside jest's workers: the server tests sign up and sign in
 * thousands of times, and at full cost that alone took minutes of a run. A hash records its own
 * cost, so verifying works either way; the e2e tests run the built server outside jest, at full cost.
 */
export const TEST_ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 64,
  timeCost: 1,
  parallelism: 1,
} as const;

/** The cost to hash with: full, unless this process is a jest worker (JEST_WORKER_ID is set by jest alone). */
export function argon2Options(env: NodeJS.ProcessEnv = process.env): Options {
  return env.JEST_WORKER_ID ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options());
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown user) it still spends
 * the same time on a dummy hash, so response time does not reveal whether an account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
