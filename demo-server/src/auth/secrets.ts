/**
 * Random credentials and password hashing for the demo instance (PLEROMA-API §3: client ids,
 * secrets, codes and tokens are 32 random bytes, URL-safe base64 without padding, 43 chars).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

/** A fresh 43-character URL-safe credential (client id/secret, code, token). */
export function randomCredential(): string {
  return randomBytes(32).toString('base64url')
}

/** scrypt cost parameters: N = 2^14 (Node's default), r = 8, p = 1; 64-byte key. */
const KEY_BYTES = 64

/**
 * Hashes a password with scrypt and a random 16-byte salt.
 * @returns `scrypt$<salt b64url>$<key b64url>`
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** True when `password` matches a hash made by `hashPassword` (constant-time compare). */
export function verifyPassword(password: string, hash: string): boolean {
  const [scheme, salt, key] = hash.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), KEY_BYTES)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
