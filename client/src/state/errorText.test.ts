import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../api/http'
import { initI18n } from '../i18n'
import { errorText, serverErrorText } from './errorText'

const request = { method: 'POST', url: 'http://127.0.0.1:4000/api/v1/statuses' }

beforeAll(async () => {
  await initI18n('en')
})

describe('errorText (s2 §8; issue 11 item 6: no raw technical text on screen)', () => {
  it("shows the server's own error text, without status or JSON", () => {
    const error = new ApiError(500, { error: 'Timeline exploded' }, request)
    expect(errorText(error)).toBe('Timeline exploded')
    expect(error.status).toBe(500)
    expect(error.body).toEqual({ error: 'Timeline exploded' })
  })

  it('shows the catalogue sentence for a network failure, not the URL', () => {
    const error = new NetworkError(new TypeError('Failed to fetch'), request)
    expect(errorText(error)).toBe('Failed to connect to server, try again')
    expect(error.request.url).toBe(request.url)
  })

  it('shows the generic sentence for an answer without an error text', () => {
    expect(errorText(new ApiError(502, '<html>Bad gateway</html>', request))).toBe(
      'Something went wrong.',
    )
    expect(errorText(new Error('boom'))).toBe('Something went wrong.')
  })

  it('gives the server text alone for alerts that have their own generic line', () => {
    expect(serverErrorText(new ApiError(404, { error: 'Record not found' }, request))).toBe(
      'Record not found',
    )
    expect(serverErrorText(new ApiError(502, 'Bad gateway', request))).toBeNull()
  })
})
