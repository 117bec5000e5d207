import { createHash } from 'node:crypto'
import { CompactEncrypt, compactDecrypt, errors } from 'jose'

/**
 * Authenticated encryption of small JSON values (JWE, dir + A256GCM, via `jose`).
 * The first secret seals; every secret unseals, picked by the key id in the header.
 */
export interface Sealer {
  seal(value: object): Promise<string>
  /** The value, or null for anything tampered, foreign or unreadable. Never throws. */
  unseal(sealed: string): Promise<Record<string, unknown> | null>
}

interface Key {
  id: string
  bytes: Uint8Array
}

function deriveKey(secret: string): Key {
  const bytes = new Uint8Array(createHash('sha256').update(`jagir.seal.v1:${secret}`).digest())
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 12)
  return { id, bytes }
}

/** Builds a sealer from the configured secrets (rotation: first seals, all unseal). */
export function createSealer(secrets: readonly string[]): Sealer {
  if (secrets.length === 0) throw new Error('createSealer needs at least one secret')
  const keys = secrets.map(deriveKey)
  const sealingKey = keys[0]!
  const byId = new Map(keys.map((key) => [key.id, key.bytes]))
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()

  return {
    async seal(value) {
      return new CompactEncrypt(encoder.encode(JSON.stringify(value)))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: sealingKey.id })
        .encrypt(sealingKey.bytes)
    },
    async unseal(sealed) {
      if (sealed.length > 4096 || sealed.split('.').length !== 5) return null
      try {
        const { plaintext } = await compactDecrypt(
          sealed,
          (header) => {
            const key = typeof header.kid === 'string' ? byId.get(header.kid) : undefined
            if (!key) throw new errors.JWEDecryptionFailed()
            return key
          },
          { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] },
        )
        const value: unknown = JSON.parse(decoder.decode(plaintext))
        return value && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : null
      } catch {
        return null
      }
    },
  }
}
