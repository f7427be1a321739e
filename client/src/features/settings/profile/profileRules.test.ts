// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/http'
import { makeUser } from '../../status/testing/factories'
import {
  canAddField,
  clampCrop,
  initialFields,
  isTooLarge,
  nameBioBody,
  optionBody,
  saveErrorKey,
} from './profileRules'

const limits = { maxFields: 2, maxRemoteFields: 20, nameLength: 10, valueLength: 20 }

describe('Profile tab rules', () => {
  it('sends each option under its update_credentials name, bracketed ones nested', () => {
    expect(optionBody('defaultScope', 'private')).toEqual({ source: { privacy: 'private' } })
    expect(optionBody('defaultNSFW', true)).toEqual({ source: { sensitive: true } })
    expect(optionBody('hideFollowsCount', true)).toEqual({ hide_follows_count: true })
    expect(optionBody('acceptChatMessages', false)).toEqual({ accepts_chat_messages: false })
  })

  it('names a refused setting, a limit and anything else as s2 §8 does', () => {
    const info = { method: 'PATCH', url: 'x' }
    expect(saveErrorKey(new ApiError(403, { error: 'Invalid request' }, info))).toBe(
      'settings.profile.invalid_setting',
    )
    expect(saveErrorKey(new ApiError(413, { error: 'Bio is too long' }, info))).toBe(
      'settings.profile.too_large',
    )
    expect(saveErrorKey(new ApiError(500, 'Something went wrong', info))).toBe(
      'settings.profile.saving_err',
    )
    expect(saveErrorKey(new TypeError('offline'))).toBe('settings.profile.saving_err')
  })

  it('edits at most maxFields fields and sends the non-blank ones', () => {
    const user = makeUser({
      fields_text: [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
        { name: 'c', value: '3' },
      ],
    })
    const fields = initialFields(user, limits)
    expect(fields.map((f) => f.name)).toEqual(['a', 'b'])
    expect(canAddField(fields, limits)).toBe(false)
    expect(canAddField(fields.slice(1), limits)).toBe(true)
    expect(canAddField(fields, null)).toBe(true)
    expect(nameBioBody('N', 'B', [...fields, { name: ' ', value: '' }])).toEqual({
      display_name: 'N',
      note: 'B',
      fields_attributes: [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ],
    })
  })

  it('refuses files over a known limit only', () => {
    expect(isTooLarge(2_000_001, 2_000_000)).toBe(true)
    expect(isTooLarge(2_000_000, 2_000_000)).toBe(false)
    expect(isTooLarge(9e9, null)).toBe(false)
  })

  it('keeps the crop inside the image in whole pixels', () => {
    expect(clampCrop({ x: -3.4, y: 10.6, width: 300, height: 120.2 }, 200, 100)).toEqual({
      x: 0,
      y: 11,
      width: 200,
      height: 89,
    })
  })
})
