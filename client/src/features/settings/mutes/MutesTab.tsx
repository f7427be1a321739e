/**
 * The Mutes and Blocks settings tab (s1 §2 "Settings tabs": users, domains; s2 §7 mutes,
 * blocks, domain blocks): the muted users, the blocked users and the blocked domains, each a
 * searchable list with "select all" and a bulk unmute / unblock, and a form adding a domain
 * block. Users come with every page of the server's lists and go to the entity store; an
 * unmute or unblock is the user card's relation change (optimistic, a notice on failure).
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  changeDomainBlock,
  fetchDomainBlocks,
  fetchWholeList,
  type RelationListKind,
} from '../../../api/endpoints/settings'
import type { User } from '../../../entities/types'
import { useEntities } from '../../../state/entities'
import { errorText } from '../../../state/errorText'
import { isAbort, load } from '../../../state/load'
import { useSession } from '../../../state/session'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { changeRelation, UserRow } from '../../user-card'
import styles from '../SettingsModal.module.css'
import { Outcome, type OutcomeValue } from '../data/Outcome'
import own from './Mutes.module.css'
import { SelectableList, type ListEntry } from './SelectableList'

/** The ids of each list once loaded. */
interface Lists {
  mutes: string[]
  blocks: string[]
  domains: string[]
}

/** The two people lists: their key and catalogue keys (title, search, action, empty). */
const USER_LISTS = [
  {
    key: 'mutes',
    title: 'settings.mutes_blocks.muted_users',
    search: 'settings.search_user_to_mute',
    action: 'settings.mutes_blocks.unmute_selected',
    empty: 'settings.no_mutes',
  },
  {
    key: 'blocks',
    title: 'settings.mutes_blocks.blocked_users',
    search: 'settings.search_user_to_block',
    action: 'settings.mutes_blocks.unblock_selected',
    empty: 'settings.no_blocks',
  },
] as const

/** Loads the three lists (users into the entity store). @throws ApiError, NetworkError, AbortError */
async function loadLists(me: string, signal: AbortSignal): Promise<Lists> {
  const ids = async (kind: RelationListKind) =>
    (await load((s) => fetchWholeList(kind, me, s), signal)).users.map((user) => user.id)
  const [mutes, blocks, domains] = await Promise.all([
    ids('mutes'),
    ids('blocks'),
    fetchDomainBlocks(signal),
  ])
  return { mutes, blocks, domains }
}

/** The entries of a user list, from the entity store. */
function useUserEntries(ids: readonly string[]): ListEntry[] {
  const users = useEntities((state) => state.users)
  return ids
    .map((id) => users[id])
    .filter((user): user is User => user !== undefined)
    .map((user) => ({
      id: user.id,
      text: `${user.screen_name_ui} ${user.name}`,
      label: `@${user.screen_name_ui}`,
      content: <UserRow user={user} />,
    }))
}

/** The Mutes and Blocks tab's panel. */
export default function MutesTab() {
  const { t } = useTranslation()
  const me = useSession((s) => s.user)
  const domainId = useId()
  const [lists, setLists] = useState<Lists | null>(null)
  const [failure, setFailure] = useState<OutcomeValue | null>(null)
  const [domain, setDomain] = useState('')
  const [domainOutcome, setDomainOutcome] = useState<OutcomeValue | null>(null)
  const muted = useUserEntries(lists?.mutes ?? [])
  const blocked = useUserEntries(lists?.blocks ?? [])

  useEffect(() => {
    if (!me) return
    const controller = new AbortController()
    loadLists(me, controller.signal).then(setLists, (error: unknown) => {
      if (!isAbort(error)) setFailure({ kind: 'failed', text: errorText(error) })
    })
    return () => controller.abort()
  }, [me])

  const drop = (key: keyof Lists, done: readonly string[]) =>
    setLists((current) =>
      current ? { ...current, [key]: current[key].filter((id) => !done.includes(id)) } : current,
    )

  const unrelate = (key: 'mutes' | 'blocks') => async (ids: string[]) => {
    const relation = key === 'mutes' ? 'unmute' : 'unblock'
    const results = await Promise.all(ids.map((id) => changeRelation(id, relation)))
    const done = ids.filter((_, i) => results[i])
    drop(key, done)
    return done
  }

  const unblockDomains = async (domains: string[]) => {
    const done: string[] = []
    setDomainOutcome(null)
    for (const name of domains) {
      try {
        await changeDomainBlock('unblock', name)
        done.push(name)
      } catch (error) {
        setDomainOutcome({ kind: 'failed', text: errorText(error) })
      }
    }
    drop('domains', done)
    return done
  }

  const addDomain = async (event: FormEvent) => {
    event.preventDefault()
    const name = domain.trim().toLowerCase()
    if (!name) return
    setDomainOutcome(null)
    try {
      await changeDomainBlock('block', name)
      setLists((current) =>
        current && !current.domains.includes(name)
          ? { ...current, domains: [...current.domains, name] }
          : current,
      )
      setDomain('')
    } catch (error) {
      setDomainOutcome({ kind: 'failed', text: errorText(error) })
    }
  }

  if (failure) return <Outcome value={failure} />
  if (!lists) return <Spinner />
  return (
    <div className={styles.general}>
      {USER_LISTS.map((list) => (
        <SelectableList
          key={list.key}
          title={t(list.title)}
          searchLabel={t(list.search)}
          actionLabel={t(list.action)}
          emptyText={t(list.empty)}
          entries={list.key === 'mutes' ? muted : blocked}
          onAction={unrelate(list.key)}
        />
      ))}
      <SelectableList
        title={t('settings.mutes_blocks.blocked_domains')}
        searchLabel={t('settings.mutes_blocks.search_domains')}
        actionLabel={t('settings.mutes_blocks.unblock_selected')}
        emptyText={t('settings.mutes_blocks.no_domain_blocks')}
        entries={lists.domains.map((name) => ({
          id: name,
          text: name,
          label: name,
          content: <span>{name}</span>,
        }))}
        onAction={unblockDomains}
      >
        <form className={own.add} onSubmit={(e) => void addDomain(e)}>
          <label htmlFor={domainId}>{t('settings.mutes_blocks.domain')}</label>
          <input
            id={domainId}
            className={own.domain}
            value={domain}
            placeholder="spam.example"
            onChange={(e) => setDomain(e.target.value)}
          />
          <Button type="submit" disabled={domain.trim() === ''}>
            {t('settings.mutes_blocks.block_domain')}
          </Button>
        </form>
        <Outcome value={domainOutcome} />
      </SelectableList>
    </div>
  )
}
