import { SEQUENCE_MS, shortcutStep } from './shortcuts'

const key = (
  name: string,
  extra: Partial<KeyboardEventInit> = {},
  target: EventTarget = document.body,
) => {
  const event = new KeyboardEvent('keydown', { key: name, ...extra })
  Object.defineProperty(event, 'target', { value: target })
  return event
}

describe('shortcutStep (issue 21)', () => {
  it('maps ?, n and / to help, new post and search', () => {
    expect(shortcutStep(key('?', { shiftKey: true }), null, 0).action).toBe('help')
    expect(shortcutStep(key('n'), null, 0).action).toBe('compose')
    expect(shortcutStep(key('/'), null, 0).action).toBe('search')
    expect(shortcutStep(key('x'), null, 0).action).toBeNull()
  })

  it('goes home, to notifications or public with g then h, n or p, within the time', () => {
    const g = shortcutStep(key('g'), null, 1000)
    expect(g).toEqual({ action: null, pendingG: 1000 })
    expect(shortcutStep(key('h'), 1000, 1500).action).toBe('home')
    expect(shortcutStep(key('n'), 1000, 1500).action).toBe('notifications')
    expect(shortcutStep(key('p'), 1000, 1500)).toEqual({ action: 'public', pendingG: null })
    expect(shortcutStep(key('x'), 1000, 1500)).toEqual({ action: null, pendingG: null })
    // Too late: n is a new post again.
    expect(shortcutStep(key('n'), 1000, 1000 + SEQUENCE_MS + 1).action).toBe('compose')
  })

  it('fires nothing in a text field, with a modifier, on a handled key or under a dialog', () => {
    const field = document.createElement('textarea')
    expect(shortcutStep(key('n', {}, field), null, 0).action).toBeNull()
    expect(shortcutStep(key('n', { ctrlKey: true }), null, 0).action).toBeNull()
    expect(shortcutStep(key('/', { metaKey: true }), null, 0).action).toBeNull()
    expect(shortcutStep(key('?', { altKey: true }), null, 0).action).toBeNull()
    const handled = key('n', { cancelable: true })
    handled.preventDefault()
    expect(shortcutStep(handled, null, 0).action).toBeNull()
    const dialog = document.createElement('div')
    dialog.setAttribute('aria-modal', 'true')
    document.body.append(dialog)
    expect(shortcutStep(key('?'), null, 0).action).toBeNull()
    dialog.remove()
    const menu = document.createElement('div')
    menu.setAttribute('role', 'menu')
    const item = document.createElement('button')
    menu.append(item)
    expect(shortcutStep(key('g', {}, item), null, 0).pendingG).toBeNull()
  })
})
