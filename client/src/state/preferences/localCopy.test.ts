// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fromServerCopy, syncGroup, toServerCopy } from './localCopy'

describe('local cache <-> server copy', () => {
  it('sends booleans and numbers as simple, collections as collections, words stay local', () => {
    expect(syncGroup('collapseNav')).toBe('simple')
    expect(syncGroup('maxThumbnails')).toBe('simple')
    expect(syncGroup('muteWords')).toBe('collections')
    expect(syncGroup('theme')).toBeNull()
    const copy = toServerCopy(
      {
        user: { hideNsfw: false, muteWords: ['spoiler'], theme: 'pleroma-light' as never },
        journal: [
          { path: 'hideNsfw', operation: 'set', args: [false], timestamp: 4 },
          { path: 'theme', operation: 'set', args: ['pleroma-light'], timestamp: 5 },
        ],
        _timestamp: 5,
      },
      { updateCounter: 1, reset: 0 },
      'alice@x',
    )
    expect(copy).toMatchObject({ _timestamp: 5, _version: 1, _user: 'alice@x' })
    expect(copy.prefsStorage.simple).toEqual({
      dontShowUpdateNotifs: false,
      collapseNav: false,
      hideNsfw: false,
    })
    expect(copy.prefsStorage.collections).toEqual({
      pinnedNavItems: ['home', 'dms', 'chats'],
      muteWords: ['spoiler'],
    })
    expect(copy.prefsStorage._journal).toEqual([
      { path: 'simple.hideNsfw', operation: 'set', args: [false], timestamp: 4 },
    ])
  })

  it('takes travelling values from the copy, keeps local words, leaves untouched template defaults unset', () => {
    const copy = toServerCopy(
      {
        user: { maxThumbnails: 4 },
        journal: [{ path: 'maxThumbnails', operation: 'set', args: [4], timestamp: 9 }],
        _timestamp: 9,
      },
      {},
      'alice@x',
    )
    const { user, journal } = fromServerCopy(copy, {
      user: { hideNsfw: false, theme: 'pleroma-light' as never },
      journal: [{ path: 'theme', operation: 'set', args: ['pleroma-light'], timestamp: 2 }],
    })
    expect(user).toEqual({ maxThumbnails: 4, theme: 'pleroma-light' })
    expect(journal.map((e) => e.path)).toEqual(['theme', 'maxThumbnails'])
  })
})
