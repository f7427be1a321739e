// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  repliesJoining,
  ancestorsOf,
  buildThreadTree,
  descendantsOf,
  linearThread,
  replyShown,
  threadShownByDefault,
  treeRows,
} from './threadRules'

describe('linearThread (linear conversation view)', () => {
  it('puts ancestors before and descendants after the focused status, oldest first', () => {
    expect(linearThread('103', ['102', '101'], ['105', '104'])).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
    ])
  })

  it('orders by id length first, then code points (PLEROMA-API §1.8)', () => {
    expect(linearThread('AIW4bHoICoZ9CsRTW4', ['12345', '9hptFmUF3ztxYh3Svg'], ['aaa'])).toEqual([
      'aaa',
      '12345',
      '9hptFmUF3ztxYh3Svg',
      'AIW4bHoICoZ9CsRTW4',
    ])
  })

  it('drops duplicates and holds the focused status alone when there is no context', () => {
    expect(linearThread('101', [], [])).toEqual(['101'])
    expect(linearThread('102', ['101', '101'], ['102'])).toEqual(['101', '102'])
  })
})

// 1 ─┬─ 2 ─── 4 ─── 5 ─── 6 ─── 7 ─── 8
//    └─ 3
const parents: Record<string, string | null> = {
  '1': null,
  '2': '1',
  '3': '1',
  '4': '2',
  '5': '4',
  '6': '5',
  '7': '6',
  '8': '7',
}
const parentOf = (id: string) => parents[id]
const all = Object.keys(parents)

describe('buildThreadTree (tree view)', () => {
  it('nests replies under their parent with depths, siblings oldest first', () => {
    const tree = buildThreadTree(['3', '2', '1'], parentOf)
    expect(tree.roots).toEqual(['1'])
    expect(tree.children['1']).toEqual(['2', '3'])
    expect(tree.depth).toEqual({ '1': 0, '2': 1, '3': 1 })
  })

  it('hangs a reply with a missing parent under its nearest present ancestor', () => {
    const tree = buildThreadTree(['1', '5', '3'], parentOf)
    expect(tree.children['1']).toEqual(['3', '5'])
    expect(tree.depth['5']).toBe(1)
  })

  it('makes a status a root when none of its ancestors is present', () => {
    const tree = buildThreadTree(['4', '3', '99'], (id) => parents[id] ?? 'gone')
    expect(tree.roots).toEqual(['3', '4', '99'])
  })

  it('cuts a reply cycle instead of looping', () => {
    const cyclic: Record<string, string> = { a: 'b', b: 'a' }
    const tree = buildThreadTree(['a', 'b'], (id) => cyclic[id])
    expect(tree.roots.length).toBeGreaterThan(0)
    expect(Object.keys(tree.depth).sort()).toEqual(['a', 'b'])
  })

  it('lists descendants and ancestors', () => {
    const tree = buildThreadTree(all, parentOf)
    expect(descendantsOf(tree, '5')).toEqual(['6', '7', '8'])
    expect(ancestorsOf(tree, '5')).toEqual(['4', '2', '1'])
  })
})

describe('threadShownByDefault (s1 §4)', () => {
  it('shows replies while depth minus dive depth is at most maxDepthInThread - 2', () => {
    expect(threadShownByDefault(4, 0, 6)).toBe(true)
    expect(threadShownByDefault(5, 0, 6)).toBe(false)
    expect(threadShownByDefault(5, 1, 6)).toBe(true)
  })

  it('never goes below 1', () => {
    expect(threadShownByDefault(1, 0, 2)).toBe(true)
    expect(threadShownByDefault(2, 0, 2)).toBe(false)
    expect(threadShownByDefault(1, 0, 1)).toBe(true)
  })
})

describe('treeRows', () => {
  const tree = buildThreadTree(all, parentOf)
  const base = { focusedId: '1', diveRoot: null, maxDepthInThread: 6, toggled: {} }

  it('hides the replies of statuses too deep, counting every reply below', () => {
    const rows = treeRows(tree, base)
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '4', '5', '6', '7', '3'])
    expect(rows.find((r) => r.id === '7')).toMatchObject({ expanded: false, replyCount: 1 })
    expect(rows.find((r) => r.id === '2')).toMatchObject({ level: 1, replyCount: 5 })
  })

  it('follows the reader’s toggles', () => {
    const rows = treeRows(tree, { ...base, toggled: { '2': false, '7': true } })
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3'])
    expect(treeRows(tree, { ...base, toggled: { '7': true } }).map((r) => r.id)).toContain('8')
  })

  it('keeps the path to the focused status open', () => {
    expect(treeRows(tree, { ...base, focusedId: '8' }).map((r) => r.id)).toContain('8')
  })

  it('shows only the sub-thread when diving, with depths relative to the dive root', () => {
    const rows = treeRows(tree, { ...base, diveRoot: '4' })
    expect(rows.map((r) => [r.id, r.level])).toEqual([
      ['4', 0],
      ['5', 1],
      ['6', 2],
      ['7', 3],
      ['8', 4],
    ])
  })
})

describe('replyShown (replyVisibility)', () => {
  const follows = (id: string) => id === 'friend' || id === 'friend2'
  const reply = (author: string, to: string | null) => ({ author, inReplyToUser: to })

  it('keeps everything for all, for visitors and for non-replies', () => {
    expect(replyShown(reply('stranger', 'other'), 'all', 'me', follows)).toBe(true)
    expect(replyShown(reply('stranger', 'other'), 'self', null, follows)).toBe(true)
    expect(replyShown(reply('stranger', null), 'self', 'me', follows)).toBe(true)
  })

  it('self keeps only own posts and replies to the reader', () => {
    expect(replyShown(reply('me', 'other'), 'self', 'me', follows)).toBe(true)
    expect(replyShown(reply('stranger', 'me'), 'self', 'me', follows)).toBe(true)
    expect(replyShown(reply('friend', 'friend2'), 'self', 'me', follows)).toBe(false)
  })

  it('following keeps replies between people the reader follows', () => {
    expect(replyShown(reply('friend', 'friend2'), 'following', 'me', follows)).toBe(true)
    expect(replyShown(reply('friend', 'stranger'), 'following', 'me', follows)).toBe(false)
    expect(replyShown(reply('stranger', 'friend'), 'following', 'me', follows)).toBe(false)
  })
})

describe('repliesJoining (replies reaching the store after the thread loaded)', () => {
  const parentOf = (parent: string | null) => ({ in_reply_to_status_id: parent })
  it('finds replies into the thread and replies to those, oldest first, and nothing else', () => {
    const statuses = {
      '1': parentOf(null),
      '2': parentOf('1'),
      '9': parentOf('8'),
      '8': parentOf('2'),
      '5': parentOf('77'),
      '6': parentOf(null),
    }
    expect(repliesJoining(['1', '2'], statuses)).toEqual(['8', '9'])
    expect(repliesJoining(['1', '2', '8', '9'], statuses)).toEqual([])
  })
})
