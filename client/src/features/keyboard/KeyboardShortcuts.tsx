import { useEffect, useState, type ComponentType } from 'react'
import { useNavigate } from 'react-router'

type Help = ComponentType<{ onClose: () => void }>

/**
 * The page-wide keyboard shortcuts (issue 21), mounted once by the shell. Only this listener is
 * in the initial load: the first key pressed loads the lazy part (keyHandler.ts and the help
 * dialog, lazyPart.ts), whose handler takes that key and every later one.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [Help, setHelp] = useState<Help | null>(null)
  useEffect(() => {
    let handle: ((event: KeyboardEvent) => void) | null = null
    const onKey = (event: KeyboardEvent) => {
      if (handle) return handle(event)
      void import('./lazyPart').then((part) => {
        handle ??= part.createKeyHandler(navigate, () => setHelp(() => part.default))
        handle(event)
      })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [navigate])
  return Help ? <Help onClose={() => setHelp(null)} /> : null
}
