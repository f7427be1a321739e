import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { entities } from '../../../state/entities'
import { instanceStore } from '../../../state/instance'
import { clearNotices, noticeStore } from '../../../state/notices'
import { resetSession } from '../../../state/testing'
import { makeUser } from '../../status/testing/factories'
import { renderWithApp, setUpI18n, TEST_SERVER } from '../../status/testing/render'
import ProfileTab from './ProfileTab'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    )
const notices = () => noticeStore.getState().notices.map((n) => n.messageKey)

/** The own account as the server answers it, with `changes`. */
const account = (changes: Record<string, unknown> = {}) => ({
  id: 'me',
  username: 'me',
  acct: 'me',
  display_name: 'Me',
  note: 'bio',
  locked: false,
  avatar: 'https://pleroma.example/a.png',
  header: 'https://pleroma.example/h.png',
  fields: [],
  source: { note: 'bio', privacy: 'public', sensitive: false, fields: [] },
  pleroma: { hide_followers: false },
  ...changes,
})

function signIn() {
  resetSession({ server: TEST_SERVER, token: 't', userId: 'me' })
  const user = makeUser({
    id: 'me',
    screen_name: 'me',
    name: 'Me',
    description: 'bio',
    locked: false,
    default_scope: 'public',
    fields_text: [{ name: 'Pronouns', value: 'they/them' }],
    profile_image_url: 'https://pleroma.example/a.png',
  })
  entities()
    .getState()
    .importBatch({ statuses: [], users: [user] })
}

beforeAll(setUpI18n)
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  clearNotices()
  instanceStore.setState((s) => ({
    config: {
      ...s.config,
      fieldsLimits: { maxFields: 2, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      uploadlimit: { general: 16_000_000, avatar: 2_097_152, banner: null, background: null },
    },
  }))
})
afterEach(() => {
  resetSession({ server: TEST_SERVER })
  vi.unstubAllGlobals()
})

describe('the Profile tab (s1 §2, §3 profile settings group)', () => {
  it('saves a switch: cleared while saving, then the value the server kept', async () => {
    signIn()
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderWithApp(<ProfileTab />)
    const locked = await screen.findByRole('checkbox', { name: /approved followers only/ })
    await userEvent.click(locked)
    // Unavailable but still focused (ui/useHeldFocus): focus does not fall to the page body.
    expect(locked).toHaveFocus()
    expect(locked).toHaveAttribute('aria-disabled', 'true')
    expect(locked).not.toBeChecked()
    await userEvent.keyboard(' ')
    expect(locked).not.toBeChecked()
    expect(patches()).toEqual([{ locked: true }])
    await act(async () => answer(json(account({ locked: true }))))
    expect(locked).not.toHaveAttribute('aria-disabled')
    expect(locked).toBeEnabled()
    expect(locked).toBeChecked()
    expect(notices()).toContain('settings.profile.saving_ok')
  })

  it('keeps focus on the scope while it saves, and disables it once focus leaves', async () => {
    signIn()
    let answer: (r: Response) => void = () => undefined
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderWithApp(<ProfileTab />)
    const scope = await screen.findByRole('combobox', { name: 'Default visibility scope' })
    await userEvent.selectOptions(scope, 'unlisted')
    expect(scope).toHaveFocus()
    expect(scope).toHaveAttribute('aria-disabled', 'true')
    expect(scope).toHaveValue('')
    await userEvent.selectOptions(scope, 'direct')
    expect(scope).toHaveValue('')
    expect(patches()).toEqual([{ source: { privacy: 'unlisted' } }])
    await userEvent.tab()
    expect(scope).toBeDisabled()
    await act(async () => answer(json(account({ source: { privacy: 'unlisted' } }))))
    expect(scope).toBeEnabled()
    expect(scope).toHaveValue('unlisted')
  })

  it('restores the old value when the save fails, and says so', async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(json('Something went wrong', 500))
    fetchMock.mockResolvedValueOnce(json({ error: 'Invalid request' }, 403))
    renderWithApp(<ProfileTab />)
    const scope = await screen.findByRole('combobox', { name: 'Default visibility scope' })
    await userEvent.selectOptions(scope, 'private')
    expect(patches()).toEqual([{ source: { privacy: 'private' } }])
    expect(await screen.findByRole('combobox', { name: 'Default visibility scope' })).toHaveValue(
      'public',
    )
    expect(notices()).toEqual(['settings.profile.saving_err'])
    const move = screen.getByRole('checkbox', { name: /auto-follow/ })
    await userEvent.click(move)
    expect(move).not.toBeChecked()
    expect(notices()).toContain('settings.profile.invalid_setting')
  })

  it('sends name, bio and fields, with fields limited by the instance', async () => {
    signIn()
    fetchMock.mockResolvedValue(json(account({ display_name: 'New' })))
    renderWithApp(<ProfileTab />)
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'New')
    await userEvent.click(screen.getByRole('textbox', { name: 'Bio' }))
    await userEvent.paste(' more')
    const fields = screen.getByRole('group', { name: 'Profile metadata' })
    await userEvent.click(within(fields).getByRole('button', { name: 'Add field' }))
    expect(within(fields).queryByRole('button', { name: 'Add field' })).toBeNull()
    await userEvent.click(within(fields).getByRole('textbox', { name: 'Label of field 2' }))
    await userEvent.paste('Site')
    await userEvent.click(within(fields).getByRole('textbox', { name: 'Content of field 2' }))
    await userEvent.paste('https://me.example')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(patches()).toEqual([
      {
        display_name: 'New',
        note: 'bio more',
        fields_attributes: [
          { name: 'Pronouns', value: 'they/them' },
          { name: 'Site', value: 'https://me.example' },
        ],
      },
    ])
  })

  it('shows the avatar limit in human units with the 150x150 advice and refuses a bigger file', async () => {
    signIn()
    renderWithApp(<ProfileTab />)
    expect(await screen.findByText('Largest file: 2.00 MiB')).toBeInTheDocument()
    expect(
      screen.getByText('The recommended minimum size for avatar images is 150x150 pixels.'),
    ).toBeInTheDocument()
    const input = screen.getAllByLabelText('Avatar')[0] as HTMLInputElement
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' })
    await userEvent.upload(input, big)
    expect(screen.getByRole('alert')).toHaveTextContent('File too big [3.00MiB / 2.00MiB]')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('the Profile tab by keyboard (issue 21: focus follows the presses)', () => {
  it('gives focus to a new field, and after a removal to "Add field"', async () => {
    const user = userEvent.setup()
    signIn()
    renderWithApp(<ProfileTab />)
    const fields = within(await screen.findByRole('group', { name: 'Profile metadata' }))
    fields.getByRole('button', { name: 'Add field' }).focus()
    await user.keyboard('{Enter}')
    expect(fields.getByRole('textbox', { name: 'Label of field 2' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(fields.getByRole('button', { name: 'Remove field 2' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(fields.getByRole('button', { name: 'Add field' })).toHaveFocus()
    fields.getByRole('button', { name: 'Remove field 1' }).focus()
    await user.keyboard('{Enter}')
    expect(fields.getByRole('button', { name: 'Add field' })).toHaveFocus()
  })

  it('gives focus back to "Set new avatar" after the crop, held while the picture uploads', async () => {
    const user = userEvent.setup()
    signIn()
    let answer: (reply: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:me', revokeObjectURL() {} }),
    )
    renderWithApp(<ProfileTab />)
    const setNew = await screen.findByRole('button', { name: 'Set new avatar' })
    setNew.focus()
    await user.keyboard('{Enter}')
    const input = screen.getAllByLabelText('Avatar')[0] as HTMLInputElement
    fireEvent.change(input, {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    })
    const cropper = await screen.findByRole('dialog', { name: 'Crop picture' })
    expect(within(cropper).getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(cropper).not.toBeInTheDocument()
    expect(setNew).toHaveFocus()
    expect(setNew).toHaveAttribute('aria-disabled', 'true')
    await act(async () => answer(json(account())))
    await vi.waitFor(() => expect(setNew).not.toHaveAttribute('aria-disabled'))
    expect(setNew).toHaveFocus()
  })
})
