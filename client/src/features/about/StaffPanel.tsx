import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { lookupAccount } from '../../api/endpoints/accounts'
import type { NormalizedBatch, User } from '../../entities/types'
import { useInstance } from '../../state/instance'
import { useLoad } from '../../state/load'
import { Panel } from '../../ui/Panel'
import { groupStaff, staffLinks, type StaffLink } from './staff'
import styles from './AboutPanels.module.css'
import { PanelBoundary } from '../../ui/ErrorBoundary'
import { decodePart } from '../../lib/urlPart'

/**
 * The staff accounts (GET /api/v1/accounts/lookup each, in parallel); an account that cannot
 * be fetched is left out. @throws nothing: failures are dropped.
 */
async function fetchStaff(
  links: readonly StaffLink[],
  signal: AbortSignal,
): Promise<{ users: User[]; batch: NormalizedBatch }> {
  const answers = await Promise.allSettled(
    links.map((link) => lookupAccount(decodePart(link.nickname), signal)),
  )
  const users = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.user] : []))
  return { users, batch: { statuses: [], users } }
}

function StaffList({ links }: { links: readonly StaffLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>@{link.nickname}</Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The staff panel (s1 §2 "staff panel grouped by admin then moderator"): the instance's staff
 * accounts (nodeinfo), each linking to its profile, under "Administrators" then "Moderators"
 * once their accounts are fetched (their role); until then, or when none can be fetched, one
 * list in nodeinfo's order.
 */
export function StaffPanel() {
  const { t } = useTranslation()
  const links = staffLinks(useInstance((state) => state.config.staffAccounts))
  const key = links.length > 0 ? links.map((link) => link.nickname).join(' ') : null
  const staff = useLoad(key, (signal) => fetchStaff(links, signal))
  const users = staff.status === 'ready' ? staff.value.users : []
  const groups = groupStaff(links, users)
  return (
    <Panel title={t('about.staff')} landmark>
      <PanelBoundary name="staff panel">
        {links.length === 0 ? (
          <p>{t('about.no_staff')}</p>
        ) : users.length === 0 ? (
          <StaffList links={links} />
        ) : (
          (['admin', 'moderator'] as const).map((role) =>
            groups[role].length > 0 ? (
              <section key={role} aria-labelledby={`staff-${role}-heading`}>
                <h3 id={`staff-${role}-heading`} className={styles.groupHeading}>
                  {t(`about.staff_${role}`)}
                </h3>
                <StaffList links={groups[role]} />
              </section>
            ) : null,
          )
        )}
      </PanelBoundary>
    </Panel>
  )
}
