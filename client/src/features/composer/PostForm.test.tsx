import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/http'
import { sessionStore } from '../../state/session'
import { makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import { loadDraft } from '../../state/drafts'
import { PostForm } from './PostForm'
import { entities } from '../../state/entities'

const postStatus = vi.fn()
const searchAccounts = vi.fn()
vi.mock('../../api/endpoints/compose', () => ({
  postStatus: (...args: unknown[]) => postStatus(...args),
  editStatus: vi.fn(),
  fetchStatusSource: vi.fn(),
}))
vi.mock('../../api/endpoints/search', () => ({
  searchAccounts: (...args: unknown[]) => searchAccounts(...args),
  searchHashtags: vi.fn(() => Promise.resolve([])),
}))

const me = makeUser({ id: 'me', screen_name: 'alice' })

beforeAll(setUpI18n)
beforeEach(() => {
  localStorage.clear()
  resetWorld()
  postStatus.mockReset()
  searchAccounts.mockReset()
  entities()
    .getState()
    .importBatch({ statuses: [], users: [me] })
  sessionStore.setState({ user: 'me', token: 't' })
})

const textbox = () => screen.getByRole('textbox', { name: 'Post text' })

describe('PostForm', () => {
  it('refuses an empty status with the spec message', async () => {
    renderWithApp(<PostForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Can't post an empty status with no files",
    )
    expect(postStatus).not.toHaveBeenCalled()
  })

  it('posts with Ctrl+Enter and the Idempotency-Key, then clears the form', async () => {
    const posted = makeStatus({ id: 'S1', user: 'me', text: 'hello' })
    postStatus.mockResolvedValue({ batch: { statuses: [posted], users: [me] }, status: posted })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hello' } })
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(postStatus).toHaveBeenCalledTimes(1))
    const [params, key] = postStatus.mock.calls[0] as [Record<string, unknown>, string]
    expect(params).toMatchObject({ status: 'hello', visibility: 'public' })
    expect(key).toMatch(/^\d+$/)
    await waitFor(() => expect(textbox()).toHaveValue(''))
    expect(entities().getState().statuses.S1).toBeDefined()
    expect(loadDraft('new')).toBeUndefined()
  })

  it('Enter alone makes a new line by default', () => {
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hello' } })
    fireEvent.keyDown(textbox(), { key: 'Enter' })
    expect(postStatus).not.toHaveBeenCalled()
  })

  it('keeps the draft and shows the server text on error', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    postStatus.mockRejectedValue(
      new ApiError(
        422,
        { error: 'The status is over the character limit' },
        { method: 'POST', url: '/' },
      ),
    )
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'too long' } })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Error: The status is over the character limit')).toBeVisible()
    expect(textbox()).toHaveValue('too long')
    expect(loadDraft('new')?.status).toBe('too long')
    expect(logged).toHaveBeenCalledWith('Posting failed', expect.any(ApiError))
    logged.mockRestore()
  })

  it('restores the saved draft after a reload (a new mount)', () => {
    const first = renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'keep me' } })
    first.unmount()
    renderWithApp(<PostForm />)
    expect(textbox()).toHaveValue('keep me')
  })

  it('suggests users after 300 ms and picks one with Enter', async () => {
    vi.useFakeTimers()
    const bob = makeUser({ id: 'bob', screen_name: 'bobby', name: 'Bob' })
    searchAccounts.mockResolvedValue({ users: [bob], batch: { statuses: [], users: [bob] } })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hi @bo', selectionStart: 6 } })
    expect(searchAccounts).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    vi.useRealTimers()
    expect(searchAccounts).toHaveBeenCalledWith('bo', expect.anything())
    expect(await screen.findByRole('option', { name: /Bob/ })).toBeVisible()
    fireEvent.keyDown(textbox(), { key: 'Enter' })
    expect(textbox()).toHaveValue('hi @bobby ')
    expect(postStatus).not.toHaveBeenCalled()
  })
})
