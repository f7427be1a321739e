import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { shortcutStep } from './shortcuts'

const ShortcutsHelp = lazy(() => import('./ShortcutsHelp'))

/** A composer's own text field outside a dialog (in a dialog Escape closes the dialog). */
function composerField(target: EventTarget | null): HTMLElement | null {
  const field = target instanceof HTMLTextAreaElement && target.hasAttribute('data-composer')
  return field && !target.closest('[role="dialog"]') ? target : null
}

/**
 * The page-wide keyboard shortcuts (issue 21; shortcuts.ts says which key does what), mounted
 * once by the shell: a document key listener and, on the first shortcut used, the lazy part
 * (ShortcutsHelp.tsx: what each action does, and the help dialog on '?'). Escape in a
 * composer's text field (with no suggestion list to close) leaves it.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [help, setHelp] = useState(false)
  useEffect(() => {
    let pendingG: number | null = null
    let returnTo: Element | null = null
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        const field = event.defaultPrevented ? null : composerField(event.target)
        if (!field) return
        event.preventDefault()
        void import('./ShortcutsHelp').then((m) => m.leaveComposer(field, returnTo))
        return
      }
      const step = shortcutStep(event, pendingG, Date.now())
      pendingG = step.pendingG
      const action = step.action
      if (action === null) return
      event.preventDefault()
      if (action === 'help') return setHelp(true)
      if (action === 'compose') returnTo = document.activeElement
      void import('./ShortcutsHelp').then((m) => m.runShortcut(action, navigate))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [navigate])
  return help ? (
    <Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelp(false)} />
    </Suspense>
  ) : null
}
