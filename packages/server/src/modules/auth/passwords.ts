import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy hash,
 * so an unknown e-mail answers as slowly as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('honora-dummy-password');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
