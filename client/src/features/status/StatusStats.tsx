import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchStatusUsers } from '../../api/endpoints/statuses'
import type { Status } from '../../entities/types'
import { UserAvatar } from '../../content/UserAvatar'
import styles from './actions/Actions.module.css'
import { useUser } from '../../state/entities'
import { load } from '../../state/load'
import { whenIdle } from '../../lib/whenIdle'

/** At most this many avatars in a row (s1 §2 "The avatar row shows at most 15 users"). */
export const AVATAR_ROW_MAX = 15

function Person({ id }: { id: string }) {
  const user = useUser(id)
  if (!user) return null
  return (
    <li className={styles.smallAvatar}>
      <UserAvatar user={user} />
    </li>
  )
}

interface Who {
  favourited: string[]
  reblogged: string[]
}

/**
 * Favourites and repeats stats of the focused post (s1 §2 "favourites/repeats stats when
 * focused"): the counts and an avatar row (at most 15) of who favourited and who repeated,
 * from GET favourited_by and reblogged_by (asked only when the count is above 0, once the
 * browser is idle after the post is shown). Failures leave just the counts (logged).
 */
export function StatusStats({ status }: { status: Status }) {
  const { t } = useTranslation()
  const [who, setWho] = useState<Who>({ favourited: [], reblogged: [] })
  const { id, fave_num: faves, repeat_num: repeats } = status
  useEffect(() => {
    const controller = new AbortController()
    const loadWho = async (which: 'favourited_by' | 'reblogged_by', key: keyof Who) => {
      try {
        const { ids } = await load(
          (signal) => fetchStatusUsers(id, which, signal),
          controller.signal,
        )
        setWho((current) => ({ ...current, [key]: ids }))
      } catch (error) {
        if (!controller.signal.aborted) console.warn(`Could not load ${which}`, error)
      }
    }
    // Once the browser is idle: asked at once, these calls came before the focused post was
    // painted, on a phone's way to it (issue 20). The row keeps an avatar's height meanwhile.
    const cancel = whenIdle(() => {
      if (faves > 0) void loadWho('favourited_by', 'favourited')
      if (repeats > 0) void loadWho('reblogged_by', 'reblogged')
    })
    return () => {
      cancel()
      controller.abort()
    }
  }, [id, faves, repeats])
  if (faves === 0 && repeats === 0) return null
  const rows: { key: keyof Who; label: string; count: number }[] = [
    { key: 'reblogged', label: t('status.repeats_count', { count: repeats }), count: repeats },
    { key: 'favourited', label: t('status.favorites_count', { count: faves }), count: faves },
  ]
  return (
    <div className={styles.stats}>
      {rows
        .filter((row) => row.count > 0)
        .map((row) => (
          <section key={row.key} className={styles.statsRow} aria-label={row.label}>
            <span className={styles.statsCount}>{row.label}</span>
            <ul className={styles.avatarRow}>
              {who[row.key].slice(0, AVATAR_ROW_MAX).map((userId) => (
                <Person key={userId} id={userId} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
