import { useEffect, useState, type ComponentType } from 'react'
import { useNavigate } from 'react-router'

type Help = ComponentType<{ onClose: () => void }>

/**
 * The page-wide keyboard shortcuts (issue 21), mounted once by the shell. Only this listener is
 * in the initial load: the first key pressed loads the lazy part (keyHandler.ts and the help
 * dialog, lazyPart.ts), whose handler takes that key, those pressed while it loaded (in order)
 * and every later one.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate()
  const [Help, setHelp] = useState<Help | null>(null)
  useEffect(() => {
    let handle: ((event: KeyboardEvent) => void) | null = null
    // Keys pressed while the lazy part loads, handled in order once it has: `g n` typed before
    // it came went through two imports, whose order is not kept, and `n` could come first.
    let waiting: KeyboardEvent[] | null = null
    const onKey = (event: KeyboardEvent) => {
      if (handle) return handle(event)
      if (waiting) return void waiting.push(event)
      waiting = [event]
      void import('./lazyPart').then((part) => {
        const loaded = part.createKeyHandler(navigate, () => setHelp(() => part.default))
        handle = loaded
        for (const key of waiting ?? []) loaded(key)
        waiting = null
      })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [navigate])
  return Help ? <Help onClose={() => setHelp(null)} /> : null
}
