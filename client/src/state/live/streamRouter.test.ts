// @vitest-environment node
import { parseStreamFrame, type StreamEvent } from '../../api/streaming/events'
import { entities } from '../entities'
import { resetScope } from '../testing'
import { getTimeline, timelines } from '../timelines/timelineStore'
import { currentScope } from '../scope'
import { routeStreamEvent, subscribeStream, timelineKeyOfStream } from './streamRouter'

function frame(event: string, payload: unknown, stream = ['user']): StreamEvent {
  const parsed = parseStreamFrame(
    JSON.stringify({
      stream,
      event,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  )
  if (!parsed) throw new Error('unreadable frame')
  return parsed
}

function loaded(key: string, ids: string[]) {
  const { dispatch } = timelines().getState()
  dispatch(key, { type: 'fetchStarted', direction: 'initial' })
  dispatch(key, { type: 'received', direction: 'initial', ids, nextMaxId: null })
}

describe('the stream router (issue 10; s2 §7 "Streaming")', () => {
  beforeEach(() => resetScope())

  it('names the timeline each Mastodon stream feeds', () => {
    expect(timelineKeyOfStream(['user'])).toBe('friends')
    expect(timelineKeyOfStream(['public:local'])).toBe('public')
    expect(timelineKeyOfStream(['public'])).toBe('publicAndExternal')
    expect(timelineKeyOfStream(['hashtag', 'cats'])).toBe('tag:cats')
    expect(timelineKeyOfStream(['list', '12'])).toBe('list:12')
    expect(timelineKeyOfStream(['direct'])).toBe('dms')
    expect(timelineKeyOfStream(['user:notification'])).toBeNull()
    expect(timelineKeyOfStream([])).toBeNull()
  })

  it('puts an update into the store and into the timeline its stream feeds', () => {
    loaded('friends', ['1'])
    loaded('tag:cats', ['1'])
    routeStreamEvent(
      frame('update', { id: '5', account: { id: 'u', acct: 'u' } }, ['hashtag', 'cats']),
    )
    expect(entities().getState().statuses['5']?.user).toBe('u')
    expect(getTimeline('tag:cats').statuses).toContain('5')
    expect(getTimeline('friends').statuses).not.toContain('5')
  })

  it('routes notifications, deletes and chat updates into the scope, then tells subscribers', () => {
    const heard: string[] = []
    const off = subscribeStream((event) => heard.push(event.event))
    entities()
      .getState()
      .importBatch({ statuses: [{ id: '7' } as never], users: [] })
    routeStreamEvent(frame('notification', { id: 'n1', type: 'follow', account: { id: 'u' } }))
    routeStreamEvent(frame('delete', '7'))
    routeStreamEvent(frame('pleroma:chat_update', { id: 'c1', unread: 4 }))
    off()
    routeStreamEvent(frame('delete', '7'))
    expect(currentScope().notifications.getState().byId.n1?.type).toBe('follow')
    expect(entities().getState().users.u).toBeDefined()
    expect(entities().getState().statuses['7']?.deleted).toBe(true)
    expect(currentScope().chatUpdates.getState().unreadByChat).toEqual({ c1: 4 })
    expect(heard).toEqual(['notification', 'delete', 'pleroma:chat_update'])
  })
})
