import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveNote } from '../../api/endpoints/accounts'
import { ApiError } from '../../api/http'
import type { Relationship } from '../../entities/types'
import { useUser } from '../../state/entities'
import { sessionStore } from '../../state/session'
import { makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { NoteEditor } from './NoteEditor'
import { blankRelationship } from '../../entities/normalize/relationship'

vi.mock('../../api/endpoints/accounts', () => ({ saveNote: vi.fn() }))

function Subject() {
  const user = useUser('bob1')
  return user ? <NoteEditor user={user} /> : null
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
  store(
    [],
    [makeUser({ id: 'bob1', relationship: { ...blankRelationship('bob1'), note: 'old note' } })],
  )
})
afterEach(() => vi.clearAllMocks())

describe('NoteEditor (s1 §4 "Note editor")', () => {
  it('is frozen while saving, then shows the saved note', async () => {
    const user = userEvent.setup()
    let answer: (r: Relationship) => void = () => undefined
    vi.mocked(saveNote).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderWithApp(<Subject />)
    expect(screen.getByText('old note')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    const field = screen.getByRole('textbox', { name: 'Personal note' })
    await user.clear(field)
    await user.type(field, 'new note')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(saveNote).toHaveBeenCalledWith('bob1', 'new note')
    expect(field).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await act(async () => answer({ ...blankRelationship('bob1'), note: 'new note' }))
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText('new note')).toBeInTheDocument()
  })

  it('cancel restores the saved note', async () => {
    const user = userEvent.setup()
    renderWithApp(<Subject />)
    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    await user.type(screen.getByRole('textbox', { name: 'Personal note' }), ' changed')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('old note')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    expect(screen.getByRole('textbox', { name: 'Personal note' })).toHaveValue('old note')
    expect(saveNote).not.toHaveBeenCalled()
  })

  it('shows the error on failure and keeps the text', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(saveNote).mockRejectedValue(
      new ApiError(404, { error: 'Record not found' }, { method: 'POST', url: '/x' }),
    )
    renderWithApp(<Subject />)
    await user.click(screen.getByRole('button', { name: 'Edit note' }))
    await user.type(screen.getByRole('textbox', { name: 'Personal note' }), ' plus')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the note: Record not found',
    )
    expect(screen.getByRole('textbox', { name: 'Personal note' })).toHaveValue('old note plus')
    expect(screen.getByRole('textbox', { name: 'Personal note' })).toBeEnabled()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('shows (None) without a note and nothing to visitors', () => {
    store([], [makeUser({ id: 'bob1', relationship: blankRelationship('bob1') })])
    const { unmount } = renderWithApp(<Subject />)
    expect(screen.getByText('(None)')).toBeInTheDocument()
    unmount()
    sessionStore.setState({ user: null, token: null })
    renderWithApp(<Subject />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
