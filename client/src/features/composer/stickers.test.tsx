import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../state/session'
import { instanceStore } from '../../state/instance'
import type { Attachment } from '../../entities/types'
import { makeAttachment, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import { PostForm } from './PostForm'
import { entities } from '../../state/entities'

const uploadMedia = vi.fn()
vi.mock('../../api/endpoints/media', () => ({
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
  describeMedia: vi.fn(),
}))

const PACK = {
  pack: 'starling',
  path: '/static/stickers/starling/',
  meta: { title: 'Starling friends', tabIcon: null, stickers: ['sprout.svg', 'bread.svg'] },
}
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'

beforeAll(setUpI18n)
beforeEach(() => {
  localStorage.clear()
  resetWorld()
  uploadMedia.mockReset()
  const me = makeUser({ id: 'me', screen_name: 'alice' })
  entities()
    .getState()
    .importBatch({ statuses: [], users: [me] })
  sessionStore.setState({ user: 'me', token: 't' })
  instanceStore.setState((s) => ({ config: { ...s.config, stickers: [PACK], fileLimit: null } }))
})
afterEach(() => vi.unstubAllGlobals())

async function openStickers() {
  renderWithApp(<PostForm />)
  fireEvent.click(screen.getByRole('button', { name: 'Emoji' }))
  // The picker is a lazy chunk, and its unicode emoji data another: both can be slow on a busy
  // machine. The data is awaited too, so that it does not update the picker after the test.
  await screen.findByRole('grid', { name: 'Smileys and emotion' }, { timeout: 5000 })
  fireEvent.click(screen.getByRole('tab', { name: 'Stickers' }))
  return screen.getByRole('tabpanel', { name: 'Stickers' })
}

describe('stickers (s1 §3)', () => {
  it("lists each pack's images under the pack title", async () => {
    const panel = await openStickers()
    const pack = within(panel).getByRole('region', { name: 'Starling friends' })
    expect(
      within(pack)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Attach the sticker sprout', 'Attach the sticker bread'])
  })

  it('fetches the chosen sticker and uploads it as an attachment with progress', async () => {
    const fetchMock = vi.fn(
      () =>
        new Response(SVG, {
          status: 200,
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const pending: Array<(a: Attachment) => void> = []
    uploadMedia.mockImplementation(() => new Promise<Attachment>((r) => pending.push(r)))
    const panel = await openStickers()
    fireEvent.click(within(panel).getByRole('button', { name: 'Attach the sticker bread' }))
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled()
    await waitFor(() => expect(uploadMedia).toHaveBeenCalledTimes(1))
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      /\/static\/stickers\/starling\/bread\.svg$/,
    )
    const file = (uploadMedia.mock.calls[0] as [File])[0]
    expect(file.name).toBe('bread.svg')
    expect(file.type).toBe('image/svg+xml')
    expect(file.size).toBe(SVG.length)
    expect(screen.getByRole('progressbar', { name: 'Uploading bread.svg' })).toBeVisible()
    await act(async () => pending[0]?.(makeAttachment({ id: 'M1' })))
    expect(screen.getByRole('button', { name: 'Remove attachment' })).toBeVisible()
  })

  it('shows the failure when the sticker cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Response('gone', { status: 404 })),
    )
    const panel = await openStickers()
    fireEvent.click(within(panel).getByRole('button', { name: 'Attach the sticker sprout' }))
    // The banner's live region exists before its text arrives: wait for the text itself.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Upload failed/))
    expect(uploadMedia).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled()
  })

  it('offers no Stickers tab when the instance has no packs', async () => {
    instanceStore.setState((s) => ({ config: { ...s.config, stickers: [] } }))
    renderWithApp(<PostForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }))
    expect(
      await screen.findByRole('searchbox', { name: 'Search emoji' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
