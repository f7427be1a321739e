// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allSelected, filterEntries, toggleAll, toggleOne } from './selection'

const entries = [
  { id: '1', text: 'dave Dave' },
  { id: '2', text: 'robin@birds.example Robin' },
  { id: '3', text: 'kai@social.example Kai' },
]

describe('selectable lists of the Mutes and Blocks tab', () => {
  it('searches handle and name in any case; an empty search shows everyone', () => {
    expect(filterEntries(entries, ' BIRDS ').map((e) => e.id)).toEqual(['2'])
    expect(filterEntries(entries, 'kai').map((e) => e.id)).toEqual(['3'])
    expect(filterEntries(entries, '')).toHaveLength(3)
  })

  it('selects all shown entries, or unselects them when all are selected', () => {
    const none = new Set<string>()
    const shown = ['1', '3']
    const both = toggleAll(none, shown)
    expect([...both].sort()).toEqual(['1', '3'])
    expect(allSelected(both, shown)).toBe(true)
    expect([...toggleAll(both, shown)]).toEqual([])
    expect(allSelected(none, [])).toBe(false)
  })

  it('keeps selected entries the search hides when selecting all shown', () => {
    const selected = toggleOne(new Set(), '2')
    expect([...toggleAll(selected, ['1'])].sort()).toEqual(['1', '2'])
    expect([...toggleOne(selected, '2')]).toEqual([])
  })
})
