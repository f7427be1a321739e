import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../i18n'
import { sessionStore } from '../../state/session'
import { instanceStore } from '../../state/instance'
import type { Attachment } from '../../entities/types'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { makeAttachment, makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import { emptyDraft } from './draft'
import { saveDraft } from '../../state/drafts'
import { PostForm } from './PostForm'
import { ReplyForm } from './ReplyForm'
import { entities } from '../../state/entities'

const postStatus = vi.fn()
const uploadMedia = vi.fn()
vi.mock('../../api/endpoints/compose', () => ({
  postStatus: (...args: unknown[]) => postStatus(...args),
  editStatus: vi.fn(),
  fetchStatusSource: vi.fn(),
}))
vi.mock('../../api/endpoints/search', () => ({
  searchAccounts: vi.fn(() => Promise.resolve({ users: [], batch: { statuses: [], users: [] } })),
  searchHashtags: vi.fn(() => Promise.resolve([])),
}))
vi.mock('../../api/endpoints/media', () => ({
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
  describeMedia: vi.fn(),
}))

const me = makeUser({ id: 'me', screen_name: 'alice', locked: false })

function setConfig(change: Partial<ReturnType<typeof instanceStore.getState>['config']>) {
  instanceStore.setState((state) => ({ config: { ...state.config, ...change } }))
}

beforeAll(setUpI18n)
beforeEach(() => {
  localStorage.clear()
  resetWorld()
  postStatus.mockReset()
  uploadMedia.mockReset()
  entities()
    .getState()
    .importBatch({ statuses: [], users: [me] })
  sessionStore.setState({ user: 'me', token: 't' })
  setConfig({ safeDM: true, fileLimit: null, stickers: [], textlimit: 5000 })
})
afterEach(() => {
  resetPreference('hideScopeNotice')
  vi.unstubAllGlobals()
})

const form = () => screen.getByRole('form', { name: 'Post a new status' })
const textbox = () => within(form()).getByRole('textbox', { name: 'Post text' })
const scope = () => within(form()).getByRole('combobox', { name: 'Visibility' })
const suggestions = () => within(screen.getByRole('listbox', { name: 'Suggestions' }))
const NOT_LOCKED = /Your account is not locked/
const TO_FIRST = 'This post goes only to the first user mentioned at the start.'
const TO_ALL = 'This post goes to every user mentioned.'

describe('scope warnings (s1 §5)', () => {
  it('warns about followers-only posts while the account is not locked', () => {
    renderWithApp(<PostForm />)
    expect(screen.queryByText(NOT_LOCKED)).toBeNull()
    fireEvent.change(scope(), { target: { value: 'private' } })
    expect(screen.getByText(NOT_LOCKED)).toBeVisible()
  })

  it('does not warn about followers-only posts on a locked account', () => {
    entities().getState().patchUser('me', { locked: true })
    renderWithApp(<PostForm />)
    fireEvent.change(scope(), { target: { value: 'private' } })
    expect(screen.queryByText(NOT_LOCKED)).toBeNull()
  })

  it('warns that a direct post goes to the first mention only with safeDM', () => {
    renderWithApp(<PostForm />)
    fireEvent.change(scope(), { target: { value: 'direct' } })
    expect(screen.getByText(TO_FIRST)).toBeVisible()
    expect(screen.queryByText(TO_ALL)).toBeNull()
  })

  it('warns that a direct post goes to everyone mentioned without safeDM', () => {
    setConfig({ safeDM: false })
    renderWithApp(<PostForm />)
    fireEvent.change(scope(), { target: { value: 'direct' } })
    expect(screen.getByText(TO_ALL)).toBeVisible()
  })

  it('shows no warning when hideScopeNotice is on', () => {
    setPreference('hideScopeNotice', true)
    renderWithApp(<PostForm />)
    fireEvent.change(scope(), { target: { value: 'direct' } })
    expect(screen.queryByText(TO_FIRST)).toBeNull()
    fireEvent.change(scope(), { target: { value: 'private' } })
    expect(screen.queryByText(NOT_LOCKED)).toBeNull()
  })
})

describe('submit keys (s1 §5)', () => {
  it('posts with Meta+Enter', async () => {
    const posted = makeStatus({ id: 'S1', user: 'me', text: 'hi' })
    postStatus.mockResolvedValue({ batch: { statuses: [posted], users: [me] }, status: posted })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hi' } })
    fireEvent.keyDown(textbox(), { key: 'Enter', metaKey: true })
    await waitFor(() => expect(postStatus).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(textbox()).toHaveValue(''))
  })

  it('does not post with Ctrl+Enter while suggestions are open', () => {
    entities()
      .getState()
      .importBatch({ statuses: [], users: [makeUser({ screen_name: 'bob' })] })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hi @bo', selectionStart: 6 } })
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true })
    expect(postStatus).not.toHaveBeenCalled()
  })
})

function imageFile(name: string): File {
  return new File(['png'], name, { type: 'image/png' })
}

function uploadsResolving(): Array<(attachment: Attachment) => void> {
  const pending: Array<(attachment: Attachment) => void> = []
  uploadMedia.mockImplementation(() => new Promise<Attachment>((resolve) => pending.push(resolve)))
  return pending
}

describe('uploads by paste and drop (s1 §4)', () => {
  it('uploads a pasted file, showing progress and disabling Post meanwhile', async () => {
    const pending = uploadsResolving()
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'look' } })
    fireEvent.paste(textbox(), { clipboardData: { files: [imageFile('shot.png')] } })
    expect(uploadMedia).toHaveBeenCalledTimes(1)
    expect((uploadMedia.mock.calls[0] as [File])[0].name).toBe('shot.png')
    expect(screen.getByRole('progressbar', { name: 'Uploading shot.png' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled()
    await act(async () => pending[0]?.(makeAttachment({ id: 'M1' })))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove attachment' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled()
  })

  it('lets a paste without files through as text', () => {
    renderWithApp(<PostForm />)
    fireEvent.paste(textbox(), { clipboardData: { files: [] } })
    expect(uploadMedia).not.toHaveBeenCalled()
  })

  it('uploads every file dropped on the form', async () => {
    const pending = uploadsResolving()
    renderWithApp(<PostForm />)
    fireEvent.drop(form(), { dataTransfer: { files: [imageFile('a.png'), imageFile('b.png')] } })
    expect(uploadMedia).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('progressbar', { name: 'Uploading a.png' })).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Uploading b.png' })).toBeVisible()
    await act(async () => {
      pending[0]?.(makeAttachment({ id: 'M1' }))
      pending[1]?.(makeAttachment({ id: 'M2' }))
    })
    expect(screen.getAllByRole('button', { name: 'Remove attachment' })).toHaveLength(2)
  })

  it('refuses a dropped file over the upload limit with the file_too_big message', () => {
    setConfig({ uploadlimit: { ...instanceStore.getState().config.uploadlimit, general: 2 } })
    renderWithApp(<PostForm />)
    fireEvent.drop(form(), { dataTransfer: { files: [imageFile('big.png')] } })
    expect(uploadMedia).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('File too big [3.00B / 2.00B]')
  })
})

describe('mention autocomplete (s1 §9)', () => {
  it('moves with the arrow keys and picks the highlighted user with Tab', () => {
    entities()
      .getState()
      .importBatch({
        statuses: [],
        users: [
          makeUser({ id: 'b1', screen_name: 'bob', name: 'Bob' }),
          makeUser({ id: 'b2', screen_name: 'bobby', name: 'Bobby' }),
        ],
      })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'hi @bo', selectionStart: 6 } })
    const options = suggestions().getAllByRole('option')
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    fireEvent.keyDown(textbox(), { key: 'ArrowDown' })
    expect(suggestions().getByRole('option', { selected: true })).toHaveTextContent('@bobby')
    fireEvent.keyDown(textbox(), { key: 'ArrowDown' })
    expect(suggestions().getByRole('option', { selected: true })).toHaveTextContent('@bob')
    fireEvent.keyDown(textbox(), { key: 'ArrowUp' })
    expect(textbox()).toHaveAttribute(
      'aria-activedescendant',
      suggestions().getByRole('option', { selected: true }).id,
    )
    fireEvent.keyDown(textbox(), { key: 'Tab' })
    expect(textbox()).toHaveValue('hi @bobby ')
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull()
  })

  it('closes the list with Escape', () => {
    entities()
      .getState()
      .importBatch({ statuses: [], users: [makeUser({ screen_name: 'bob' })] })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: '@bo', selectionStart: 3 } })
    fireEvent.keyDown(textbox(), { key: 'Escape' })
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull()
    expect(textbox()).toHaveValue('@bo')
  })
})

describe('labelling (issue 21)', () => {
  it('names the field "Post text", keeps the example as placeholder and reads the counter', () => {
    setConfig({ textlimit: 30 })
    renderWithApp(<PostForm />)
    const field = textbox()
    expect(field).toHaveAttribute('placeholder', 'Just landed in L.A.')
    expect(field).not.toHaveAttribute('role')
    expect(field).not.toHaveAttribute('aria-expanded')
    expect(field).toHaveAccessibleDescription('30 characters left')
    fireEvent.change(field, { target: { value: 'hello' } })
    expect(field).toHaveAccessibleDescription('25 characters left')
    // Announced only near the limit, not at every keystroke of a short post.
    expect(screen.queryByText('25 characters left', { selector: '[aria-live]' })).toBeNull()
    fireEvent.change(field, { target: { value: 'a'.repeat(12) } })
    const live = screen.getByText('18 characters left', { selector: '[aria-live]' })
    expect(live).toHaveAttribute('aria-live', 'polite')
  })

  it('writes the counter as the language writes numbers', async () => {
    setConfig({ textlimit: 30 })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(12) } })
    expect(screen.getByText('18')).toBeInTheDocument()
    try {
      await act(() => setLanguage('fa'))
      expect(screen.getByText('۱۸')).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('en'))
    }
  })

  it('says how many suggestions there are', () => {
    entities()
      .getState()
      .importBatch({ statuses: [], users: [makeUser({ screen_name: 'bob' })] })
    renderWithApp(<PostForm />)
    fireEvent.change(textbox(), { target: { value: '@bo', selectionStart: 3 } })
    expect(
      screen.getByText('1 suggestion, choose with the arrow keys', { selector: '[aria-live]' }),
    ).toBeInTheDocument()
  })
})

describe('emoji picker by keyboard (issue 21)', () => {
  it('focuses its search field when opened; Escape closes it and focuses the button again', async () => {
    renderWithApp(<PostForm />)
    const button = screen.getByRole('button', { name: 'Emoji' })
    fireEvent.click(button)
    // The picker is a lazy chunk: its first import can be slow on a busy machine.
    const search = await screen.findByRole('searchbox', { name: 'Search emoji' }, { timeout: 5000 })
    await waitFor(() => expect(search).toHaveFocus())
    fireEvent.keyDown(search, { key: 'Escape' })
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull()
    expect(button).toHaveFocus()
  })
})

describe('drafts list', () => {
  it('resumes a saved reply draft in the reply form', () => {
    const bob = makeUser({ id: 'bob', screen_name: 'bob' })
    entities()
      .getState()
      .importBatch({ statuses: [makeStatus({ id: 'S9', user: 'bob' })], users: [bob] })
    saveDraft('reply:S9', {
      ...emptyDraft({ visibility: 'unlisted', contentType: 'text/plain', nsfw: false }),
      status: '@bob half-written answer',
    })
    renderWithApp(<PostForm />)
    expect(screen.getByText('1 saved draft')).toBeInTheDocument()
    expect(screen.getByText('@bob half-written answer')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }))
    const reply = screen.getByRole('form', { name: 'Reply' })
    expect(within(reply).getByRole('textbox', { name: 'Post text' })).toHaveValue(
      '@bob half-written answer',
    )
    expect(within(reply).getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted')
  })

  it('deletes a saved draft', () => {
    saveDraft('reply:S9', {
      ...emptyDraft({ visibility: 'public', contentType: 'text/plain', nsfw: false }),
      status: 'gone soon',
    })
    renderWithApp(<PostForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.queryByText('gone soon')).toBeNull()
  })
})

describe('reply form by keyboard (issue 21)', () => {
  it('takes focus with the caret after the mention, so typing follows it', async () => {
    const user = userEvent.setup()
    const bob = makeUser({ id: 'bob', screen_name: 'bob' })
    entities()
      .getState()
      .importBatch({ statuses: [makeStatus({ id: 'S7', user: 'bob' })], users: [bob] })
    renderWithApp(<ReplyForm statusId="S7" onClose={() => undefined} />)
    const field = within(screen.getByRole('form', { name: 'Reply' })).getByRole('textbox', {
      name: 'Post text',
    })
    expect(field).toHaveFocus()
    await user.keyboard('Thanks')
    expect(field).toHaveValue('@bob Thanks')
  })
})
