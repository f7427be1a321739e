// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  buildStatusParams,
  changeDraft,
  contextOfKey,
  draftError,
  draftKey,
  emptyDraft,
  type Draft,
} from './draft'

const base = (): Draft =>
  emptyDraft({ visibility: 'public', contentType: 'text/plain', nsfw: false }, 1000)

describe('draft keys (s1 §3)', () => {
  it('names the new post, replies and edits and reads them back', () => {
    expect(draftKey({ kind: 'new' })).toBe('new')
    expect(draftKey({ kind: 'reply', statusId: 'A1' })).toBe('reply:A1')
    expect(draftKey({ kind: 'edit', statusId: 'B2' })).toBe('edit:B2')
    expect(contextOfKey('reply:A1')).toEqual({ kind: 'reply', statusId: 'A1' })
    expect(contextOfKey('edit:B2')).toEqual({ kind: 'edit', statusId: 'B2' })
    expect(contextOfKey('new')).toEqual({ kind: 'new' })
    expect(contextOfKey('other')).toBeNull()
  })
})

describe('idempotency key (s1 §3)', () => {
  it('is a timestamp string refreshed on every change', () => {
    const draft = base()
    expect(draft.idempotencyKey).toBe('1000')
    const typed = changeDraft(draft, { status: 'a' }, 5000)
    expect(typed.idempotencyKey).toBe('5000')
    expect(typed.status).toBe('a')
    expect(changeDraft(typed, { status: 'ab' }, 5000).idempotencyKey).toBe('5001')
  })
})

describe('post payload (s2 §5: fields only when set)', () => {
  it('sends a mention shown in Unicode with the host the server knows (issue 11 item 9)', () => {
    const draft = { ...base(), status: '@jonas@vögel.example hello', contentType: '' }
    expect(buildStatusParams(draft).status).toBe('@jonas@xn--vgel-5qa.example hello')
  })
  it('sends only the status and the set fields', () => {
    expect(
      buildStatusParams({ ...base(), status: 'hi', visibility: 'public', contentType: '' }),
    ).toEqual({ status: 'hi', visibility: 'public' })
  })
  it('sends spoiler, sensitive, content type, media, poll, reply id and preview when set', () => {
    const draft: Draft = {
      ...base(),
      status: 'poll',
      spoilerText: 'cw',
      nsfw: true,
      contentType: 'text/markdown',
      files: [
        {
          id: 'm1',
          type: 'image',
          mimetype: 'image/png',
          url: 'u',
          large_thumb_url: 'u',
          description: '',
          meta: {},
          blurhash: null,
        },
      ],
      poll: { options: ['a', '', 'b'], multiple: true, expiresIn: 3600, unit: 'hours' },
    }
    expect(buildStatusParams(draft, { inReplyToStatusId: 'S9', preview: true })).toEqual({
      status: 'poll',
      spoiler_text: 'cw',
      visibility: 'public',
      sensitive: true,
      content_type: 'text/markdown',
      media_ids: ['m1'],
      'poll[options]': ['a', 'b'],
      'poll[expires_in]': 3600,
      'poll[multiple]': true,
      in_reply_to_id: 'S9',
      preview: true,
    })
  })
  it('leaves out a poll whose options are all empty, and preview when false', () => {
    const params = buildStatusParams(
      {
        ...base(),
        status: 'x',
        poll: { options: ['', ''], multiple: false, expiresIn: 600, unit: 'minutes' },
      },
      { preview: false },
    )
    expect(params).not.toHaveProperty('poll[options]')
    expect(params).not.toHaveProperty('preview')
  })
  it('an edit sends no visibility, reply id or poll, and always sensitive', () => {
    const params = buildStatusParams(
      {
        ...base(),
        status: 'x',
        poll: { options: ['a', 'b'], multiple: false, expiresIn: 600, unit: 'minutes' },
      },
      { edit: true, inReplyToStatusId: 'S1' },
    )
    expect(params).toEqual({ status: 'x', sensitive: false, content_type: 'text/plain' })
  })
})

describe('post rules (s1 §5)', () => {
  it('refuses an empty status with no files, and a poll without 2 distinct options', () => {
    expect(draftError({ ...base(), status: '  ' })).toBe('post_status.empty_status_error')
    expect(
      draftError({
        ...base(),
        status: 'q',
        poll: { options: ['a', 'a'], multiple: false, expiresIn: 600, unit: 'minutes' },
      }),
    ).toBe('polls.not_enough_options')
    expect(draftError({ ...base(), status: 'fine' })).toBeNull()
  })
})
