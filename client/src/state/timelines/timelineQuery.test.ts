// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { querySignature, timelineQuery } from './timelineQuery'

describe('timelineQuery (s2 §7 "Timelines")', () => {
  it('asks for muted posts unless the instance hides them', () => {
    expect(timelineQuery('friends', { replyVisibility: 'all', hideMutedPosts: false })).toEqual({
      with_muted: true,
    })
    expect(timelineQuery('friends', { replyVisibility: 'all', hideMutedPosts: true })).toEqual({})
  })

  it('sends reply_visibility only when not "all" and only to the timelines area', () => {
    const input = { replyVisibility: 'self', hideMutedPosts: true } as const
    expect(timelineQuery('public', input)).toEqual({ reply_visibility: 'self' })
    expect(timelineQuery('tag', input)).toEqual({ reply_visibility: 'self' })
    expect(timelineQuery('user', input)).toEqual({})
    expect(timelineQuery('bookmarks', input)).toEqual({})
  })

  it('names a query independently of the order of its parameters', () => {
    expect(querySignature({ tag: 'a', with_muted: true })).toBe(
      querySignature({ with_muted: true, tag: 'a' }),
    )
  })
})
