// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  appendToJournal,
  assertEditablePath,
  defaultPrefsStorage,
  validatePrefsStorage,
  type JournalEntry,
} from './prefsStorage'

const entry = (path: string, args: unknown[], timestamp: number): JournalEntry => ({
  path,
  operation: 'set',
  args,
  timestamp,
})

describe('validatePrefsStorage (s1 §5)', () => {
  it('keeps a valid server copy as it is', () => {
    const raw = {
      _journal: [entry('simple.collapseNav', [true], 5)],
      simple: { dontShowUpdateNotifs: true, collapseNav: true, counter: 3 },
      collections: { pinnedNavItems: ['lists'] },
    }
    expect(validatePrefsStorage(raw)).toEqual({ value: raw, reset: [] })
  })

  it('resets simple values that are not numbers or booleans, and drops unknown ones', () => {
    const { value, reset } = validatePrefsStorage({
      simple: { collapseNav: 'yes', extra: { deep: 1 }, dontShowUpdateNotifs: true },
    })
    expect(value.simple).toEqual({ collapseNav: false, dontShowUpdateNotifs: true })
    expect(reset).toEqual(['simple.collapseNav', 'simple.extra'])
  })

  it('resets collections that are not arrays', () => {
    const { value, reset } = validatePrefsStorage({ collections: { pinnedNavItems: 'home' } })
    expect(value.collections.pinnedNavItems).toEqual(['home', 'dms', 'chats'])
    expect(reset).toEqual(['collections.pinnedNavItems'])
  })

  it('drops malformed journal entries and entries on reserved paths', () => {
    const good = entry('simple.collapseNav', [true], 1)
    const { value, reset } = validatePrefsStorage({
      _journal: [good, { path: '_timestamp', operation: 'set', args: [1], timestamp: 2 }, 'x'],
    })
    expect(value._journal).toEqual([good])
    expect(reset).toEqual(['_journal[1]', '_journal[2]'])
  })

  it('falls back to the defaults for a value that is not an object', () => {
    expect(validatePrefsStorage(null)).toEqual({
      value: defaultPrefsStorage(),
      reset: ['prefsStorage'],
    })
  })
})

describe('assertEditablePath', () => {
  it('throws for paths starting with an underscore', () => {
    expect(() => assertEditablePath('_journal')).toThrow(/cannot be edited/)
    expect(() => assertEditablePath('simple.collapseNav')).not.toThrow()
  })
})

describe('appendToJournal', () => {
  it('keeps only the newest set of a path, and at most the limit', () => {
    let journal = appendToJournal([], entry('a', [1], 1))
    journal = appendToJournal(journal, entry('b', [1], 2))
    journal = appendToJournal(journal, entry('a', [2], 3))
    expect(journal).toEqual([entry('b', [1], 2), entry('a', [2], 3)])
    expect(appendToJournal(journal, entry('c', [1], 4), 2)).toEqual([
      entry('a', [2], 3),
      entry('c', [1], 4),
    ])
  })
})
