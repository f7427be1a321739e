import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sendReport } from '../../api/endpoints/accounts'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { noticeStore } from '../../state/notices'
import { sessionStore } from '../../state/session'
import { makeAttachment, makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { closeReport, dialogStore, openReport } from './dialogs'
import DialogHost from './DialogHost'

vi.mock('../../api/endpoints/accounts', () => ({ sendReport: vi.fn() }))
vi.mock('../../api/endpoints/timelines', () => ({ fetchTimeline: vi.fn() }))

const links = {}

beforeAll(async () => {
  await setUpI18n()
  // The modal is a lazy chunk; load it once so the first test does not wait on the transform.
  await import('./ReportModal')
})
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: 'alice1', token: 'token' })
  store(
    [makeStatus({ id: 'p0', user: 'bob1', text: 'Pinned rant' })],
    [
      makeUser({ id: 'bob1', screen_name: 'bob', screen_name_ui: 'bob' }),
      makeUser({
        id: 'far1',
        screen_name: 'far@remote.example',
        screen_name_ui: 'far@remote.example',
        is_local: false,
      }),
    ],
  )
  vi.mocked(fetchTimeline).mockImplementation((_kind, params) =>
    Promise.resolve({
      ids: [`${params?.userId}-s1`],
      links,
      batch: {
        statuses: [
          makeStatus({
            id: `${params?.userId}-s1`,
            user: params?.userId ?? '',
            text: `Latest of ${params?.userId}`,
          }),
        ],
        users: [],
      },
    }),
  )
})
afterEach(() => {
  closeReport()
  vi.clearAllMocks()
  noticeStore.setState({ notices: [] })
})

async function openFor(userId: string, statusIds: string[] = []) {
  act(() => openReport(userId, statusIds))
  return screen.findByRole('dialog')
}

describe('the report modal (s1 §4 "Report modal", s1 §5 "Report")', () => {
  it('sends account_id, the chosen statuses, the comment and forward; success closes it', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReport).mockResolvedValue('r1')
    renderWithApp(<DialogHost />)
    const dialog = await openFor('bob1', ['p0'])
    expect(dialog).toHaveAccessibleName('Reporting @bob')
    expect(screen.getByRole('checkbox', { name: 'Pinned rant' })).toBeChecked()
    const latest = await screen.findByRole('checkbox', { name: 'Latest of bob1' })
    expect(latest).not.toBeChecked()
    expect(screen.queryByText(/Forward/)).not.toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional comments' }), {
      target: { value: 'spam'.repeat(400) },
    })
    await user.click(latest)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sendReport).toHaveBeenCalledWith({
      userId: 'bob1',
      comment: 'spam'.repeat(400),
      forward: false,
      statusIds: ['p0', 'bob1-s1'],
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(noticeStore.getState().notices[0]).toMatchObject({
      messageKey: 'user_reporting.success',
      level: 'success',
    })
  })

  it('offers forwarding only for a remote user and sends it', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReport).mockResolvedValue('r2')
    renderWithApp(<DialogHost />)
    await openFor('far1')
    await user.click(screen.getByRole('checkbox', { name: 'Forward to remote.example' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sendReport).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'far1', forward: true }),
    )
  })

  it('shows processing, then the generic error inside, keeping what was typed', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let fail: (error: Error) => void = () => undefined
    vi.mocked(sendReport).mockReturnValue(new Promise((_, reject) => (fail = reject)))
    renderWithApp(<DialogHost />)
    await openFor('bob1')
    const field = screen.getByRole('textbox', { name: 'Additional comments' })
    await user.type(field, 'rude')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(field).toBeDisabled()
    await act(async () => fail(new Error('500')))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while processing your request.',
    )
    expect(field).toHaveValue('rude')
    expect(field).toBeEnabled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    warn.mockRestore()
  })

  it('starts afresh when the reported user changes', async () => {
    const user = userEvent.setup()
    renderWithApp(<DialogHost />)
    await openFor('bob1', ['p0'])
    await user.type(screen.getByRole('textbox', { name: 'Additional comments' }), 'about bob')
    act(() => openReport('far1'))
    expect(
      await screen.findByRole('dialog', { name: 'Reporting @far@remote.example' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Additional comments' })).toHaveValue('')
    expect(screen.queryByRole('checkbox', { name: 'Pinned rant' })).not.toBeInTheDocument()
    expect(await screen.findByRole('checkbox', { name: 'Latest of far1' })).not.toBeChecked()
    expect(dialogStore.getState().report?.userId).toBe('far1')
  })

  it('lists the user’s own recent posts, each named, without their repeats', async () => {
    const url = 'https://pleroma.example/emoji/sprout.png'
    const sprout = { shortcode: 'sprout', url, static_url: url }
    const recent = [
      makeStatus({ id: 'e1', user: 'bob1', text: 'Sweet peas :sprout:', emojis: [sprout] }),
      makeStatus({
        id: 'm1',
        user: 'bob1',
        text: '',
        attachments: [makeAttachment({ description: 'A jay on the fence' })],
      }),
      makeStatus({ id: 'r1', user: 'bob1', text: '', retweeted_status: 'p0' }),
    ]
    vi.mocked(fetchTimeline).mockResolvedValue({
      ids: recent.map((status) => status.id),
      links,
      batch: { statuses: recent, users: [] },
    })
    renderWithApp(<DialogHost />)
    await openFor('bob1')
    expect(await screen.findByRole('checkbox', { name: 'Sweet peas' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'A jay on the fence' })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
  })

  it('is walked by keyboard: focus inside, Tab kept inside, Escape gives focus back', async () => {
    const user = userEvent.setup()
    renderWithApp(
      <>
        <button type="button" onClick={() => openReport('bob1', ['p0'])}>
          More
        </button>
        <DialogHost />
      </>,
    )
    await user.tab()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Reporting @bob' })
    const comment = within(dialog).getByRole('textbox', { name: 'Additional comments' })
    expect(comment).toHaveFocus()
    await within(dialog).findByRole('checkbox', { name: 'Latest of bob1' })
    const order = [
      within(dialog).getByRole('checkbox', { name: 'Pinned rant' }),
      within(dialog).getByRole('checkbox', { name: 'Latest of bob1' }),
      within(dialog).getByRole('button', { name: 'Submit' }),
      within(dialog).getByRole('button', { name: 'Close' }),
      comment,
    ]
    for (const control of order) {
      await user.tab()
      expect(control).toHaveFocus()
    }
    await user.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus()
  })
  it('names every status box, a post of pictures by their descriptions, and leaves out repeats', async () => {
    const url = 'https://pleroma.example/m1.png'
    const heron = {
      id: 'm1',
      mimetype: 'image/png',
      url,
      large_thumb_url: url,
      meta: {},
      blurhash: null,
    }
    vi.mocked(fetchTimeline).mockResolvedValue({
      ids: ['b-photos', 'b-bare', 'b-repeat'],
      links,
      batch: {
        statuses: [
          makeStatus({
            id: 'b-photos',
            user: 'bob1',
            text: '',
            attachments: [{ ...heron, type: 'image', description: 'A heron' }],
          }),
          makeStatus({ id: 'b-bare', user: 'bob1', text: '' }),
          makeStatus({ id: 'b-repeat', user: 'bob1', text: '', retweeted_status: 'p0' }),
        ],
        users: [],
      },
    })
    renderWithApp(<DialogHost />)
    await openFor('bob1')
    expect(await screen.findByRole('checkbox', { name: 'A heron' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Attachments' })).toBeInTheDocument()
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAccessibleName(/./)
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
  })
})
