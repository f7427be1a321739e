import type { NavigateFunction } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/Dialog'
import { sessionStore } from '../../state/session'
import { entities } from '../../state/entities'
import { encodePart } from '../../lib/urlPart'
import type { ShortcutAction } from './shortcuts'
import styles from './ShortcutsHelp.module.css'

/** How long a page's search field is waited for after going to /search (animation frames). */
const SEARCH_WAIT_FRAMES = 120

/**
 * The element matching `selector` a person can reach: not inside a hidden or inert part,
 * and laid out on screen when any of them is.
 */
function shown(selector: string): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.closest('[hidden], [inert]') === null,
  )
  return all.find((element) => element.getClientRects().length > 0) ?? all[0] ?? null
}

/** Focuses the search field once a page shows one, for at most SEARCH_WAIT_FRAMES frames. */
function focusSearchWhenShown(frames = SEARCH_WAIT_FRAMES): void {
  const field = shown('form[role="search"] input')
  if (field) field.focus()
  else if (frames > 0) requestAnimationFrame(() => focusSearchWhenShown(frames - 1))
}

/**
 * Runs a page-wide shortcut (issue 21) other than help: `compose` focuses the new-post field on
 * the page (or opens the post modal through the floating button), `search` the search field (or
 * goes to /search and focuses its field), `home`, `notifications` (the signed-in member's) and
 * `public` go to those timelines.
 */
export function runShortcut(action: Exclude<ShortcutAction, 'help'>, navigate: NavigateFunction) {
  switch (action) {
    case 'compose': {
      const field = shown('[data-new-post] textarea[data-composer]')
      if (field) field.focus()
      else shown('[data-new-post-button]')?.click()
      return
    }
    case 'search': {
      const field = shown('form[role="search"] input')
      if (field) return field.focus()
      void navigate('/search')
      focusSearchWhenShown()
      return
    }
    case 'home':
      return void navigate('/main/friends')
    case 'public':
      return void navigate('/main/public')
    case 'notifications': {
      const id = sessionStore.getState().user
      const me = id ? entities().getState().users[id] : undefined
      if (me) void navigate(`/${encodePart(me.screen_name)}/notifications`)
      return
    }
  }
}

/**
 * Escape in a composer's field (issue 21): focus goes to the post being replied to, else back
 * to where it was before `n` (`returnTo`), else to the page's main region.
 */
export function leaveComposer(field: HTMLElement, returnTo: Element | null): void {
  const card = field.closest<HTMLElement>('article')
  if (card) return card.focus()
  if (returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== field) {
    return returnTo.focus()
  }
  document.getElementById('main')?.focus()
}

/** The keys and what they do, in the order the help lists them. */
const ROWS: readonly [keys: readonly string[], message: string][] = [
  [['j'], 'next'],
  [['k'], 'previous'],
  [['Enter'], 'open'],
  [['.'], 'show_new'],
  [['n'], 'compose'],
  [['/'], 'search'],
  [['g', 'h'], 'home'],
  [['g', 'n'], 'notifications'],
  [['g', 'p'], 'public'],
  [['Escape'], 'escape'],
  [['?'], 'help'],
]

/**
 * The keyboard help (issue 21), opened by '?': a modal dialog (ui/Dialog: focus inside, Tab
 * kept there, Escape and the close button close it, focus returns) listing every shortcut.
 */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog title={t('keyboard.title')} closeLabel={t('keyboard.close')} onClose={onClose}>
      <p>{t('keyboard.intro')}</p>
      <dl className={styles.list}>
        {ROWS.map(([keys, message]) => (
          <div key={message} className={styles.row}>
            <dt className={styles.keys}>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ` ${t('keyboard.then')} ` : null}
                  <kbd className={styles.key}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className={styles.action}>{t(`keyboard.${message}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
