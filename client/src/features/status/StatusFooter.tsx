import { ExternalLink, Repeat, Reply, Star, X, type LucideIcon } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { useFixedT } from '../../i18n/useFixedT'
import { formatNumber } from '../../i18n'
import { useSignedIn } from '../../state/session'
import { useInstance } from '../../state/instance'
import type { Status } from '../../entities/types'
import { remoteInteractionUrl } from '../../lib/remoteInteraction'
import { ActionRow } from './actions/ActionRow'
import actionStyles from './actions/Actions.module.css'
import { clearAlert, useStatusAlert } from '../../state/statusAlerts'
import { LazyReplyForm } from './actions/lazyParts'
import styles from './StatusCard.module.css'

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <li className={styles.stat} title={label}>
      <Icon aria-hidden="true" size={16} />
      <span aria-hidden="true">{formatNumber(value)}</span>
      <span className="visually-hidden">{label}</span>
    </li>
  )
}

/** The alert of a failed action on this post (s2 §8), dismissible; cleared on the next success. */
function ActionAlert({ statusId }: { statusId: string }) {
  const { t } = useFixedT()
  const alert = useStatusAlert(statusId)
  if (!alert) return null
  return (
    <div role="alert" className={actionStyles.alert}>
      <span>{alert.text ?? t('status.action_failed')}</span>
      <button
        type="button"
        className={actionStyles.iconButton}
        aria-label={t('status.dismiss')}
        onClick={() => clearAlert(statusId)}
      >
        <X aria-hidden="true" size={14} />
      </button>
    </div>
  )
}

/**
 * Post card footer (s1 §2 "Post card", §5, §6): the alert of a failed action; for members the
 * action row (ActionRow) and the inline reply form (features/composer ReplyForm, loaded on
 * demand) below it, focus going back to the Reply button once its reply is sent; for visitors
 * the counts of replies, repeats and favourites and a remote-interaction link `{server}/main/ostatus?status_id={id}` opening in a new tab.
 */
export function StatusFooter({ status }: { status: Status }) {
  const { t } = useFixedT()
  const signedIn = useSignedIn()
  const server = useInstance((state) => state.config.server)
  const [replying, setReplying] = useState(false)
  const footer = useRef<HTMLElement>(null)
  // The form goes once its reply is sent: focus goes back to the Reply button it came from.
  const closeReply = () => {
    footer.current?.querySelector<HTMLElement>('button[aria-expanded="true"]')?.focus()
    setReplying(false)
  }
  const replies = count(status.replies_count)
  const repeats = count(status.repeat_num)
  const favourites = count(status.fave_num)
  if (signedIn) {
    return (
      <>
        <ActionAlert statusId={status.id} />
        <footer ref={footer} className={styles.footer}>
          <ActionRow
            status={status}
            replying={replying}
            onReply={() => setReplying((value) => !value)}
          />
        </footer>
        {replying ? (
          <Suspense fallback={null}>
            <LazyReplyForm statusId={status.id} onClose={closeReply} />
          </Suspense>
        ) : null}
      </>
    )
  }
  const remote = t('status.remote_interaction')
  return (
    <>
      <ActionAlert statusId={status.id} />
      <footer className={styles.footer}>
        <ul className={styles.stats}>
          <Stat
            icon={Reply}
            value={replies}
            label={t('status.replies_count', { count: replies })}
          />
          <Stat
            icon={Repeat}
            value={repeats}
            label={t('status.repeats_count', { count: repeats })}
          />
          <Stat
            icon={Star}
            value={favourites}
            label={t('status.favorites_count', { count: favourites })}
          />
        </ul>
        <a
          className={styles.remote}
          href={remoteInteractionUrl(server, status.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={remote}
          title={remote}
        >
          <ExternalLink aria-hidden="true" size={16} />
          <span aria-hidden="true">{t('status.interact')}</span>
        </a>
      </footer>
    </>
  )
}
