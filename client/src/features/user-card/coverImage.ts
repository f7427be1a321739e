import type { User } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { useInstance } from '../../state/instance'

/**
 * The cover image of `user`'s card (s1 §2 "Full user card"): their own banner, else the
 * instance's `defaultBanner` (s1 §3 Instance config; resolved on the server by
 * entities/instanceFiles.ts), else none. Only http(s) URLs are used.
 */
export function useCoverImage(user: Pick<User, 'cover_photo'>): string | null {
  const fallback = useInstance((state) => state.config.defaultBanner)
  if (isWebUrl(user.cover_photo)) return user.cover_photo
  return isWebUrl(fallback) ? fallback : null
}
