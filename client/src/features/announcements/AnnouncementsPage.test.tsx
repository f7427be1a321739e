import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { entities } from '../../state/entities'
import { resetSession } from '../../state/testing'
import { makeUser } from '../status/testing/factories'
import { renderWithApp, setUpI18n, TEST_SERVER } from '../status/testing/render'
import AnnouncementsPage from './AnnouncementsPage'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      call: `${init?.method} ${new URL(String(url)).pathname}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))

const visible = [
  {
    id: '1',
    content: '<p>Welcome <b>all</b></p>',
    read: false,
    published_at: '2024-05-01T10:00:00Z',
  },
]

function signIn(privileges: string[]) {
  resetSession({ server: TEST_SERVER, token: 't', userId: 'me' })
  entities()
    .getState()
    .importBatch({ statuses: [], users: [makeUser({ id: 'me', screen_name: 'me', privileges })] })
}

beforeAll(setUpI18n)
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  resetSession({ server: TEST_SERVER })
  vi.unstubAllGlobals()
})

describe('the announcements page (s1 §2, §4 "Announcement")', () => {
  it('shows an unread announcement that a member marks read', async () => {
    signIn([])
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/dismiss') ? json({}) : json(visible),
    )
    renderWithApp(<AnnouncementsPage />)
    expect(await screen.findByText('Unread')).toBeInTheDocument()
    expect(screen.getByText('all').tagName).toBe('B')
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }))
    expect(sent()).toEqual([{ call: 'POST /api/v1/announcements/1/dismiss', body: undefined }])
    expect(screen.queryByText('Unread')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull()
  })

  it('by keyboard, gives focus to the announcement once its Mark as read button goes', async () => {
    const user = userEvent.setup()
    signIn([])
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/dismiss') ? json({}) : json(visible),
    )
    renderWithApp(<AnnouncementsPage />)
    const mark = await screen.findByRole('button', { name: 'Mark as read' })
    mark.focus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(screen.queryByText('Unread')).toBeNull())
    expect(screen.getByText('all').closest('li')).toHaveFocus()
  })

  it('lets an admin post with ISO times or null, and shows a failure with a close button', async () => {
    signIn(['announcements_manage_announcements'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let fail = true
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        if (fail) return json({ error: 400 }, 400)
        return json({ id: '2' })
      }
      return json(String(url).includes('/admin/') ? [{ id: '1', content: 'Old' }] : [])
    })
    renderWithApp(<AnnouncementsPage />)
    expect(await screen.findByText('This announcement is inactive')).toBeInTheDocument()
    const form = screen.getByRole('region', { name: 'Post announcement' })
    await userEvent.type(within(form).getByRole('textbox'), 'Maintenance tonight')
    await userEvent.click(within(form).getByLabelText('This is an all-day event'))
    const start = within(form).getByLabelText('Start time:')
    expect(start).toHaveAttribute('type', 'date')
    await userEvent.type(start, '2024-06-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('Error: Something went wrong.')
    expect(warn).toHaveBeenCalledWith('Posting the announcement failed', expect.anything())
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }))
    expect(within(form).queryByRole('alert')).toBeNull()
    fail = false
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }))
    expect(await within(form).findByRole('textbox')).toHaveValue('')
    expect(sent()[1]).toEqual({
      call: 'POST /api/v1/pleroma/admin/announcements',
      body: {
        content: 'Maintenance tonight',
        starts_at: new Date(2024, 5, 1).toISOString(),
        ends_at: null,
        all_day: true,
      },
    })
  })

  it('asks before an admin deletes an announcement', async () => {
    signIn(['announcements_manage_announcements'])
    fetchMock.mockImplementation(async (url) =>
      json(String(url).includes('/admin/') ? [{ id: '1', content: 'Old' }] : []),
    )
    renderWithApp(<AnnouncementsPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete announcement' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(sent()).toEqual([
      { call: 'DELETE /api/v1/pleroma/admin/announcements/1', body: undefined },
    ])
  })

  it('tells visitors there are none', () => {
    resetSession({ server: TEST_SERVER })
    renderWithApp(<AnnouncementsPage />)
    expect(screen.getByText('There are no announcements.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
