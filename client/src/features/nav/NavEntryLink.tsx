import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CountBadge } from './CountBadge'
import type { NavEntry } from './navEntries'
import { decodePart } from '../../lib/urlPart'

/** Props of {@link NavEntryLink}. */
export interface NavEntryLinkProps {
  entry: NavEntry
  /** Class of the link; `activeClassName` is added on the current route. */
  className?: string
  activeClassName?: string
  /** Count badge (0: none). */
  count?: number
  /** Mobile badges show '∞' above 99 (s1 §9). */
  mobile?: boolean
  /** Icon only, the label becomes the accessible name (the compact pinned bar). */
  iconOnly?: boolean
  /** Icon edge length, px (default 18). */
  iconSize?: number
  onClick?: () => void
}

/**
 * True when `to` (a path with an optional query) is the current location: the same path, and
 * every query parameter of `to` present with the same value (`/users/me?tab=favorites` is not
 * current on `/users/me`, nor `/users/me` on `/users/me/dms`).
 */
export function isCurrentEntry(to: string, pathname: string, search: string): boolean {
  const target = new URL(to, 'http://x')
  if (decodePart(target.pathname) !== decodePart(pathname)) return false
  const current = new URLSearchParams(search)
  return [...target.searchParams].every(([key, value]) => current.get(key) === value)
}

/**
 * One navigation entry as a link (s1 §2 "Navigation panel"): icon, label and count badge; the
 * current route ({@link isCurrentEntry}) is marked with aria-current="page". A badge's count is
 * part of the link's accessible name ("Chats (3 new)"): as hidden text beside the label, not
 * an aria-label, whose name would not hold the visible "Chats 3" (Lighthouse's
 * label-content-name-mismatch); an icon-only link is named by aria-label.
 */
export function NavEntryLink({
  entry,
  className,
  activeClassName,
  count = 0,
  mobile = false,
  iconOnly = false,
  iconSize = 18,
  onClick,
}: NavEntryLinkProps) {
  const { t } = useTranslation()
  const Icon = entry.icon
  const label = entry.label ?? t(entry.labelKey)
  const name = count > 0 ? t('nav.entry_with_count', { name: label, count }) : label
  const location = useLocation()
  const current = isCurrentEntry(entry.to, location.pathname, location.search)
  return (
    <Link
      to={entry.to}
      onClick={onClick}
      aria-label={iconOnly ? name : undefined}
      aria-current={current ? 'page' : undefined}
      title={iconOnly ? label : undefined}
      className={[className, current ? activeClassName : undefined].filter(Boolean).join(' ')}
    >
      <Icon size={iconSize} aria-hidden="true" />
      {!iconOnly &&
        (count > 0 ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="visually-hidden">{name}</span>
          </>
        ) : (
          label
        ))}
      {count > 0 && <CountBadge count={count} mobile={mobile} />}
    </Link>
  )
}
