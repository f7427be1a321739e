// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emptyPersisted, parsePersisted, preferencesStorageKey } from './persistence'

describe('preferencesStorageKey', () => {
  it('includes the account id, or visitor when signed out', () => {
    expect(preferencesStorageKey('9v5b')).toBe('starling:preferences:9v5b')
    expect(preferencesStorageKey(null)).toBe('starling:preferences:visitor')
  })
})

describe('parsePersisted', () => {
  it('starts empty with nothing saved', () => {
    expect(parsePersisted(null)).toEqual({ persisted: emptyPersisted(), changed: false })
  })

  it('migrates schema 1: settings become values, rem strings become numbers', () => {
    const { persisted, changed } = parsePersisted(
      JSON.stringify({
        version: 1,
        settings: {
          contentColumnWidth: '50rem',
          notifsColumnWidth: '300px',
          replyVisibility: 'following',
          stopGifs: 'no',
          oldThing: true,
        },
      }),
    )
    expect(changed).toBe(true)
    expect(persisted).toEqual({
      schemaVersion: 2,
      _version: 1,
      _timestamp: 0,
      values: { contentColumnWidth: 50, replyVisibility: 'following' },
      journal: [],
    })
  })

  it('drops invalid values and journal entries of schema 2 and asks to save again', () => {
    const { persisted, changed } = parsePersisted(
      JSON.stringify({
        schemaVersion: 2,
        _version: 1,
        _timestamp: 12,
        values: { hideNsfw: false, maxThumbnails: -1 },
        journal: [{ path: '_user', operation: 'set', args: [], timestamp: 1 }],
      }),
    )
    expect(persisted.values).toEqual({ hideNsfw: false })
    expect(persisted.journal).toEqual([])
    expect(persisted._timestamp).toBe(12)
    expect(changed).toBe(true)
  })

  it('replaces unreadable text, and leaves a newer schema alone', () => {
    expect(parsePersisted('{oops')).toEqual({ persisted: emptyPersisted(), changed: true })
    expect(parsePersisted(JSON.stringify({ schemaVersion: 3 }))).toEqual({
      persisted: emptyPersisted(),
      changed: false,
    })
  })
})
