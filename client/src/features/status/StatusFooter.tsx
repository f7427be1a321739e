import { ExternalLink, Repeat, Reply, Star, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../app/session'
import { useInstance } from '../../entities/instance'
import type { Status } from '../../entities/types'
import { remoteInteractionUrl } from '../../lib/remoteInteraction'
import styles from './StatusCard.module.css'

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <li className={styles.stat} title={label}>
      <Icon aria-hidden="true" size={16} />
      <span aria-hidden="true">{value}</span>
      <span className={styles.srOnly}>{label}</span>
    </li>
  )
}

/**
 * Post card footer, visitor scope (s1 §2 "Post card", §5): counts of replies, repeats and
 * favourites, and for visitors a remote-interaction link `{server}/main/ostatus?status_id={id}`
 * opening in a new tab instead of reply, favourite and repeat. The signed-in action row comes
 * with the sign-in issue.
 */
export function StatusFooter({ status }: { status: Status }) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const server = useInstance((state) => state.config.server)
  const replies = count(status.replies_count)
  const repeats = count(status.repeat_num)
  const favourites = count(status.fave_num)
  return (
    <footer className={styles.footer}>
      <ul className={styles.stats}>
        <Stat icon={Reply} value={replies} label={t('status.replies_count', { count: replies })} />
        <Stat icon={Repeat} value={repeats} label={t('status.repeats_count', { count: repeats })} />
        <Stat
          icon={Star}
          value={favourites}
          label={t('status.favorites_count', { count: favourites })}
        />
      </ul>
      {signedIn ? null : (
        <a
          className={styles.remote}
          href={remoteInteractionUrl(server, status.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('status.remote_interaction')}
          title={t('status.remote_interaction')}
        >
          <ExternalLink aria-hidden="true" size={16} />
          <span aria-hidden="true">{t('status.interact')}</span>
        </a>
      )}
    </footer>
  )
}
