/**
 * The shoutbox's small entry chunk for the app shell and router (app/lazyShoutbox.ts imports
 * it), loading the panels chunk (panels.tsx) when first rendered. The extra hop keeps the panels
 * chunk's list of dependencies out of the initial bundle (docs/ARCHITECTURE.md "Budgets").
 */
import { lazy, Suspense } from 'react'
import { useShoutJoined } from '../../state/shoutbox'
import { usePreference } from '../../state/preferences/preferences'
import { Spinner } from '../../ui/Spinner'

const panels = () => import('./panels')
const Page = lazy(() => panels().then((m) => ({ default: m.ShoutPanelPage })))
const Floating = lazy(() => panels().then((m) => ({ default: m.FloatingShoutbox })))

/**
 * The shoutbox, as Pleroma-FE's ShoutPanel: the shout-panel route's page, or with `floating`
 * the floating panel of the desktop layouts (the shell mounts it for members), shown only while
 * the channel is joined and the hideShoutbox preference is off.
 */
export default function Shoutbox({ floating = false }: { floating?: boolean }) {
  const joined = useShoutJoined()
  const hidden = usePreference('hideShoutbox')
  if (!floating)
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    )
  if (!joined || hidden) return null
  return (
    <Suspense fallback={null}>
      <Floating />
    </Suspense>
  )
}
