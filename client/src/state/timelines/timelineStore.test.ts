// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { getTimeline, showOwnStatus, timelines } from './timelineStore'
import { resetScope } from '../testing'

describe('showOwnStatus (s1 §4 "Composer": the new post appears at once in home)', () => {
  beforeEach(() => {
    resetScope()
    timelines()
      .getState()
      .dispatch('friends', {
        type: 'received',
        direction: 'initial',
        ids: ['20', '10'],
      })
  })

  it('puts the post on top of a loaded timeline', () => {
    showOwnStatus('friends', '30')
    expect(getTimeline('friends').visibleStatuses).toEqual(['30', '20', '10'])
  })

  it('shows the post when the stream brought it first and it waits behind "show new"', () => {
    timelines()
      .getState()
      .dispatch('friends', { type: 'received', direction: 'newer', ids: ['30'] })
    expect(getTimeline('friends').newStatusCount).toBe(1)
    showOwnStatus('friends', '30')
    const timeline = getTimeline('friends')
    expect(timeline.visibleStatuses).toEqual(['30', '20', '10'])
    expect(timeline.statuses).toEqual(['30', '20', '10'])
    expect(timeline.newStatusCount).toBe(0)
  })

  it('leaves a timeline that is not loaded yet alone', () => {
    showOwnStatus('public', '30')
    expect(getTimeline('public').statuses).toEqual([])
  })
})
