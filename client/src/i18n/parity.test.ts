// @vitest-environment node
import { describe, expect, it } from 'vitest'

/** Every locale group file of every language, read at build time. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Dotted paths of every message in a nested catalogue. */
function keyPaths(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix]
  return Object.entries(messages).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  )
}

function groupsOf(lang: string): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const [path, messages] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
    if (match?.[1] === lang && match[2]) groups.set(match[2], keyPaths(messages).sort())
  }
  return groups
}

const english = groupsOf('en')
const german = groupsOf('de')

describe('German is complete (s1 §1, STYLE.md 10)', () => {
  it('has English group files to check', () => {
    expect(english.size).toBeGreaterThan(0)
  })

  it('has exactly the group files English has', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each([...english.keys()])('has every key of en/%s.json, and no other', (group) => {
    expect(german.get(group)).toEqual(english.get(group))
  })

  it.each([...german.entries()])('de/%s.json has no empty messages', (group) => {
    const messages = files[`./locales/de/${group}.json`]
    for (const path of keyPaths(messages)) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      expect(typeof value === 'string' && value.trim().length > 0, `${group}.${path}`).toBe(true)
    }
  })
})
