import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash (@node-rs/argon2's default algorithm) with the library's default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
