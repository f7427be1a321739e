import { lazy, Suspense, useEffect, useState } from 'react'
import { PenLine } from 'lucide-react'
import { useLocation, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { matchSpecRoute } from '../../state/routing/routeTable'
import { usePreference } from '../../state/preferences/preferences'
import styles from './Composer.module.css'

const PostModal = lazy(() => import('./PostModal').then((m) => ({ default: m.PostModal })))

/** s1 §9: hidden when the on-screen keyboard is inferred from the window size (px). */
export function keyboardInferred(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560)
}

const HIDDEN_ON = new Set(['chats', 'chat', 'lists-edit'])

/**
 * The mobile floating post button (s1 §2, s1 §4, s1 §9): opens the post modal; hidden while
 * scrolling down when autohideFloatingPostButton is on (Pleroma-FE), on the chats, chat and
 * lists-edit routes, and when the on-screen keyboard is
 * inferred. The shell also mounts it in the desktop layouts when alwaysShowNewPostButton is on.
 * Opens by itself when the URL has a `message` to prefill (s1 §2).
 */
export default function FloatingPostButton() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const [open, setOpen] = useState(() => params.has('message'))
  const [scrolledDown, setScrolledDown] = useState(false)
  const autohide = usePreference('autohideFloatingPostButton')
  const [size, setSize] = useState({ w: window.innerWidth, h: window.innerHeight })
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      setScrolledDown(window.scrollY > last)
      last = window.scrollY
    }
    const onResize = () => setSize({ w: window.innerWidth, h: window.innerHeight })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  const route = matchSpecRoute(pathname)?.name
  const hidden =
    (autohide && scrolledDown) ||
    (route && HIDDEN_ON.has(route)) ||
    keyboardInferred(size.w, size.h)
  return (
    <>
      {!hidden && (
        <button
          type="button"
          className={styles.floating}
          data-new-post-button=""
          aria-label={t('post_status.new_status')}
          onClick={() => setOpen(true)}
        >
          <PenLine size={24} aria-hidden="true" />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PostModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
