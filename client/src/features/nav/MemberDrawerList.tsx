import { LogOut, Settings, ShieldCheck } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGuardContext } from '../../state/routing/useGuardContext'
import { useInstance } from '../../state/instance'
import type { User } from '../../entities/types'
import { AccountList, useLogout } from '../auth'
import { useShoutJoined } from '../../state/shoutbox'
import { usePreference } from '../../state/preferences/preferences'
import { badgeCount, drawerItemId, memberDrawerItems, type DrawerItem } from './memberNav'
import { useBadgeCounts } from './useBadgeCounts'
import { NavEntryLink } from './NavEntryLink'
import styles from './SideDrawer.module.css'

/** Props of {@link MemberDrawerList}. */
export interface MemberDrawerListProps {
  /** The signed-in user (badges, own routes, locked, role). */
  member: User
  /** Closes the drawer (every link and action does). */
  onClose: () => void
  /** Closes the drawer and opens the settings modal. */
  onOpenSettings: () => void
}

/**
 * The side drawer's entries for a member (s1 §2 "Side drawer"; lazy chunk), in the order of
 * memberDrawerItems: links with their count badges (unread chats, follow requests; the shoutbox
 * while it is joined and not hidden), the
 * settings action, the administration link for admins (new tab, DECISIONS.md) and logout
 * (revokes the token, lands on /main/public), then the kept accounts to switch to and "Add
 * account" (issue 13).
 */
export default function MemberDrawerList({
  member,
  onClose,
  onOpenSettings,
}: MemberDrawerListProps) {
  const { t } = useTranslation()
  const ctx = useGuardContext()
  const suggestionsEnabled = useInstance((state) => state.config.suggestionsEnabled)
  const server = useInstance((state) => state.config.server)
  const hideShoutbox = usePreference('hideShoutbox')
  const shoutbox = useShoutJoined() && !hideShoutbox
  const logout = useLogout()
  const items = useMemo(
    () => memberDrawerItems(ctx, member, { suggestionsEnabled, server, shoutbox }),
    [ctx, member, suggestionsEnabled, server, shoutbox],
  )
  const counts = useBadgeCounts(member)

  const render = (item: DrawerItem) => {
    switch (item.kind) {
      case 'link':
        return (
          <NavEntryLink
            entry={item.entry}
            className={styles.link}
            activeClassName={styles.active}
            count={badgeCount(item.entry, counts)}
            mobile
            onClick={onClose}
          />
        )
      case 'settings':
        return (
          <button type="button" className={styles.link} onClick={onOpenSettings}>
            <Settings size={18} aria-hidden="true" />
            {t('nav.settings')}
          </button>
        )
      case 'admin':
        return (
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            onClick={onClose}
          >
            <ShieldCheck size={18} aria-hidden="true" />
            {t('nav.administration')}
          </a>
        )
      case 'logout':
        return (
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              onClose()
              void logout()
            }}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('nav.logout')}
          </button>
        )
    }
  }

  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={drawerItemId(item)}>{render(item)}</li>
        ))}
      </ul>
      <nav aria-labelledby="drawer-accounts" className={styles.accounts}>
        <h2 id="drawer-accounts" className={styles.accountsHeading}>
          {t('accounts.accounts')}
        </h2>
        <AccountList withAdd onDone={onClose} />
      </nav>
    </>
  )
}
