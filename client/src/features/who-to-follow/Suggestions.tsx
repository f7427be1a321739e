import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchRelationships, fetchSuggestions } from '../../api/endpoints/accounts'
import type { UsersResult } from '../../api/endpoints/statuses'
import { Button } from '../../ui/Button'
import { useUser } from '../../state/entities'
import { useLoad } from '../../state/load'
import { FollowButton, UserRow } from '../user-card'
import styles from './WhoToFollow.module.css'

/** Placeholders shown while the suggestions load (s1 §9 "who-to-follow placeholders 3"). */
export const WHO_TO_FOLLOW_PLACEHOLDERS = 3

function Suggestion({ id }: { id: string }) {
  const user = useUser(id)
  if (!user) return null
  return (
    <li className={styles.item}>
      <UserRow user={user}>
        <FollowButton user={user} />
      </UserRow>
    </li>
  )
}

/**
 * The suggestions with the viewer's relationship to each, asked in one call (GET
 * /api/v1/accounts/relationships), so the follow buttons need no call of their own. A failed
 * relationships call leaves each button to ask for itself.
 * @throws ApiError, NetworkError (of the suggestions call)
 */
async function suggestionsWithRelationships(signal: AbortSignal): Promise<UsersResult> {
  const result = await fetchSuggestions(signal)
  const relationships = await fetchRelationships(result.ids, signal).catch((error: unknown) => {
    if (!signal.aborted) console.warn('Fetching the relationships of suggestions failed', error)
    return []
  })
  const byId = new Map(relationships.map((r) => [r.id, r]))
  const users = result.batch.users.map((u) => {
    const relationship = byId.get(u.id)
    return relationship ? { ...u, relationship } : u
  })
  return { ids: result.ids, batch: { ...result.batch, users } }
}

/**
 * The suggested people (GET /api/v1/suggestions; s1 §2 "who-to-follow"): three placeholders
 * while loading, then each person with avatar, name, handle and the follow button (at most
 * `limit` of them when given); entries with an `error` field are left out (s2 §8). Says so when
 * there is nobody to suggest, and who_to_follow.error with a retry button when the call fails
 * (logged).
 */
export function Suggestions({ limit }: { limit?: number }) {
  const { t } = useTranslation()
  const [attempt, setAttempt] = useState(0)
  const state = useLoad(`suggestions:${attempt}`, suggestionsWithRelationships)
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('general.loading')}>
        {Array.from({ length: WHO_TO_FOLLOW_PLACEHOLDERS }, (_, i) => (
          <li key={i} className={styles.placeholder} data-testid="suggestion-placeholder">
            <span className={styles.placeholderAvatar} />
            <span className={styles.placeholderLine} />
          </li>
        ))}
      </ul>
    )
  }
  if (state.status === 'error') {
    console.warn('Loading the suggestions failed', state.error)
    return (
      <div className={styles.message}>
        <p role="alert">{t('who_to_follow.error')}</p>
        <Button onClick={() => setAttempt(attempt + 1)}>{t('general.retry')}</Button>
      </div>
    )
  }
  const ids = limit === undefined ? state.value.ids : state.value.ids.slice(0, limit)
  if (ids.length === 0) return <p className={styles.message}>{t('who_to_follow.empty')}</p>
  return (
    <ul className={styles.list}>
      {ids.map((id) => (
        <Suggestion key={id} id={id} />
      ))}
    </ul>
  )
}
