// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from './prefsStorage'
import {
  DEFAULT_FLAGS,
  mergeJournals,
  NEW_USER_FLAGS,
  reconcile,
  resetFlags,
  type ServerCopy,
} from './serverCopy'

const owner = { fqn: 'alice@demo.example', createdAt: '2021-03-01T10:00:00.000Z' }
const set = (path: string, value: unknown, timestamp: number): JournalEntry => ({
  path,
  operation: 'set',
  args: [value],
  timestamp,
})
const op = (
  operation: JournalEntry['operation'],
  path: string,
  item: string,
  timestamp: number,
): JournalEntry => ({ path, operation, args: [item], timestamp })

function copy(
  timestamp: number,
  journal: JournalEntry[],
  simple: Record<string, number | boolean> = {},
  collections: Record<string, string[]> = {},
  flagStorage: Record<string, number> = { updateCounter: 0, reset: 0 },
): ServerCopy {
  return {
    flagStorage,
    prefsStorage: {
      _journal: journal,
      simple: { dontShowUpdateNotifs: false, collapseNav: false, ...simple },
      collections: { pinnedNavItems: ['home', 'dms', 'chats'], ...collections },
    },
    _timestamp: timestamp,
    _version: 1,
    _user: owner.fqn,
  }
}

describe('reconcile (s1 §4 preference sync)', () => {
  it('keeps the sides as they are when they hold the same data, with the older timestamp', () => {
    const j = [set('simple.collapseNav', true, 5)]
    const result = reconcile(
      copy(20, j, { collapseNav: true }),
      copy(10, j, { collapseNav: true }),
      owner,
      99,
    )
    expect(result.upload).toBe(false)
    expect(result.copy._timestamp).toBe(10)
    expect(result.copy.prefsStorage.simple.collapseNav).toBe(true)
  })

  it('takes the server copy when the local cache is missing or invalid, without uploading', () => {
    const live = copy(10, [set('simple.collapseNav', true, 5)], { collapseNav: true })
    for (const cache of [undefined, { _timestamp: 0, _version: 1 }, 'junk']) {
      const result = reconcile(cache, live, owner, 99)
      expect(result.upload).toBe(false)
      expect(result.copy.prefsStorage.simple.collapseNav).toBe(true)
    }
  })

  it('takes the local cache and uploads it when the server copy is missing or invalid', () => {
    const cache = copy(10, [set('simple.collapseNav', true, 5)], { collapseNav: true })
    for (const live of [undefined, { _version: 1 }, { _timestamp: 3, _version: 0 }]) {
      const result = reconcile(cache, live, owner, 99)
      expect(result.upload).toBe(true)
      expect(result.copy.prefsStorage.simple.collapseNav).toBe(true)
    }
  })

  it('counts a cache of another user as missing', () => {
    const cache = { ...copy(50, [], { collapseNav: true }), _user: 'bob@demo.example' }
    const result = reconcile(cache, copy(10, []), owner, 99)
    expect(result.copy.prefsStorage.simple.collapseNav).toBe(false)
  })

  it('merges differences by replaying both journals over the newer side, then uploads', () => {
    const local = copy(
      30,
      [
        set('simple.collapseNav', true, 25),
        op('addToCollection', 'collections.pinnedNavItems', 'lists', 26),
      ],
      { collapseNav: true },
      { pinnedNavItems: ['home', 'dms', 'chats', 'lists'] },
    )
    const server = copy(
      20,
      [
        set('simple.dontShowUpdateNotifs', true, 15),
        op('removeFromCollection', 'collections.pinnedNavItems', 'dms', 16),
      ],
      { dontShowUpdateNotifs: true },
      { pinnedNavItems: ['home', 'chats'] },
    )
    const result = reconcile(local, server, owner, 99)
    expect(result.upload).toBe(true)
    expect(result.copy._timestamp).toBe(30)
    expect(result.copy.prefsStorage.simple).toMatchObject({
      collapseNav: true,
      dontShowUpdateNotifs: true,
    })
    expect(result.copy.prefsStorage.collections.pinnedNavItems).toEqual(['home', 'chats', 'lists'])
    expect(result.copy.prefsStorage._journal.map((e) => e.timestamp)).toEqual([15, 16, 25, 26])
  })

  it('starts both sides fresh and uploads; users created after 2022-08-04 get the newer flags', () => {
    const old = reconcile(undefined, undefined, owner, 1234)
    expect(old).toMatchObject({
      upload: true,
      copy: { _timestamp: 1234, _version: 1, _user: owner.fqn },
    })
    expect(old.copy.flagStorage).toEqual(DEFAULT_FLAGS)
    const fresh = reconcile(
      undefined,
      undefined,
      { ...owner, createdAt: '2024-01-01T00:00:00Z' },
      1,
    )
    expect(fresh.copy.flagStorage).toEqual(NEW_USER_FLAGS)
  })

  it('merges flags by the larger value and applies a reset command found in them', () => {
    const local = copy(30, [], {}, {}, { updateCounter: 1, reset: 0 })
    const server = copy(
      20,
      [set('simple.collapseNav', true, 5)],
      { collapseNav: true },
      {},
      { updateCounter: 0, reset: 0, extra: 3 },
    )
    expect(reconcile(local, server, owner, 99).copy.flagStorage).toEqual({
      updateCounter: 1,
      reset: 0,
      extra: 3,
    })
    const commanded = copy(20, [], {}, {}, { updateCounter: 1, reset: 1001, extra: 3 })
    const result = reconcile(undefined, commanded, owner, 99)
    expect(result.copy.flagStorage).toEqual({ updateCounter: 0, reset: 0 })
    expect(result.upload).toBe(true)
  })

  it('refuses journal entries on paths starting with an underscore', () => {
    const local = copy(30, [set('_version', 7, 25), set('simple.collapseNav', true, 26)], {
      collapseNav: true,
    })
    const result = reconcile(local, copy(20, []), owner, 99)
    expect(result.copy._version).toBe(1)
    expect(result.copy.prefsStorage._journal.map((e) => e.path)).toEqual(['simple.collapseNav'])
  })
})

describe('resetFlags (DECISIONS.md "Flag storage reset")', () => {
  const flags = { updateCounter: 3, extra: 5 }
  it('1000 trims unknown flags', () => {
    expect(resetFlags({ ...flags, reset: 1000 })).toEqual({ updateCounter: 3, reset: 0 })
  })
  it('1001 trims and sets the known flags to 0', () => {
    expect(resetFlags({ ...flags, reset: 1001 })).toEqual({ updateCounter: 0, reset: 0 })
  })
  it('another value below 9000 zeroes every flag; 9000 and 0 change nothing', () => {
    expect(resetFlags({ ...flags, reset: 5 })).toEqual({ updateCounter: 0, extra: 0, reset: 0 })
    expect(resetFlags({ ...flags, reset: 9000 })).toEqual({ ...flags, reset: 0 })
    expect(resetFlags({ ...flags, reset: 0 })).toEqual({ ...flags, reset: 0 })
  })
})

describe('mergeJournals', () => {
  it('keeps the last set of a simple path and what follows the last removal of a collection', () => {
    const merged = mergeJournals(
      [set('simple.a', 1, 1), op('addToCollection', 'collections.c', 'x', 2)],
      [
        set('simple.a', 2, 3),
        op('removeFromCollection', 'collections.c', 'y', 4),
        op('addToCollection', 'collections.c', 'z', 5),
      ],
      [op('addToCollection', 'collections.c', 'z', 5), { bogus: true }],
    )
    expect(merged).toEqual([
      set('simple.a', 2, 3),
      op('removeFromCollection', 'collections.c', 'y', 4),
      op('addToCollection', 'collections.c', 'z', 5),
    ])
  })
})
