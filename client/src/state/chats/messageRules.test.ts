// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../entities/types'
import {
  addLocal,
  addMessages,
  confirmLocal,
  cullMessages,
  emptyMessages,
  localMessageId,
  newestId,
  oldestId,
  retryDelayMs,
  SEND_ATTEMPTS,
  setLocalState,
} from './messageRules'

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat_id: 'c1',
    account_id: 'b',
    content: `text ${id}`,
    attachment: null,
    emojis: [],
    created_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  }
}

const ids = (state: { messages: ChatMessage[] }) => state.messages.map((m) => m.id)

describe('the chat message machine (s1 §4 "Chat message")', () => {
  it('holds server messages oldest first, whatever order they came in', () => {
    const state = addMessages(emptyMessages('c1'), [message('B3'), message('B1'), message('B2')])
    expect(ids(state)).toEqual(['B1', 'B2', 'B3'])
    expect(newestId(state)).toBe('B3')
    expect(oldestId(state)).toBe('B1')
  })

  it('ignores duplicates by id and by idempotency key, and drops messages of another chat', () => {
    let state = addMessages(emptyMessages('c1'), [message('B1', { idempotency_key: 'k1' })])
    const same = addMessages(state, [message('B1'), message('B2', { idempotency_key: 'k1' })])
    expect(same).toBe(state)
    state = addMessages(state, [message('B5', { chat_id: 'c2' })])
    expect(ids(state)).toEqual(['B1'])
  })

  it('shows a pending message after the confirmed ones, then replaces it by the server message', () => {
    const local = message(localMessageId(1000), {
      account_id: 'a',
      pending: true,
      idempotency_key: 'k9',
    })
    let state = addLocal(addMessages(emptyMessages('c1'), [message('B1')]), local)
    state = addMessages(state, [message('B0')])
    expect(ids(state)).toEqual(['B0', 'B1', local.id])
    expect(newestId(state)).toBe('B1')
    state = confirmLocal(state, local.id, message('B2', { idempotency_key: 'k9' }))
    expect(ids(state)).toEqual(['B0', 'B1', 'B2'])
    expect(state.messages.some((m) => m.pending)).toBe(false)
  })

  it('lets the stream replace a pending message by its idempotency key before the answer comes', () => {
    const local = message('local', { pending: true, idempotency_key: 'k2' })
    let state = addLocal(emptyMessages('c1'), local)
    state = addMessages(state, [message('B7', { idempotency_key: 'k2' })])
    expect(ids(state)).toEqual(['B7'])
    state = confirmLocal(state, 'local', message('B7', { idempotency_key: 'k2' }))
    expect(ids(state)).toEqual(['B7'])
  })

  it('marks a local message failed', () => {
    const state = setLocalState(
      addLocal(emptyMessages('c1'), message('x', { pending: true })),
      'x',
      'error',
    )
    expect(state.messages[0]).toMatchObject({ pending: false, error: true })
  })

  it('makes local ids from the time, distinct within one millisecond', () => {
    const first = localMessageId(5_000_000_000_000)
    expect(first).toBe('5000000000000')
    expect(localMessageId(5_000_000_000_000)).toBe('5000000000001')
  })

  it('culls to the newest 50 only when more than 50 are held, keeping local messages', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => message(`B${String(i).padStart(3, '0')}`))
    const held = addMessages(emptyMessages('c1'), fifty)
    expect(cullMessages(held)).toBe(held)
    const more = addLocal(addMessages(held, [message('B999')]), message('l', { pending: true }))
    const culled = cullMessages(more)
    expect(culled.messages).toHaveLength(51)
    expect(oldestId(culled)).toBe('B001')
    expect(ids(culled).slice(-2)).toEqual(['B999', 'l'])
  })

  it('retries 10 attempts in all, after 1000 * 2^n ms (s2 §7 "Chat send")', () => {
    expect(SEND_ATTEMPTS).toBe(10)
    expect([0, 1, 2, 8].map(retryDelayMs)).toEqual([1000, 2000, 4000, 256_000])
  })
})
