import { normalizeAnnouncement } from '../entities/normalize/announcement'
import { isRefused, type GuardContext } from './routing/guards'
import {
  ANNOUNCEMENTS_POLL_MS,
  canManageAnnouncements,
  markAnnouncementRead,
  mergeAdminList,
  refreshAnnouncements,
  startAnnouncementsFetcher,
  unreadAnnouncementCount,
} from './announcements'
import { currentScope } from './scope'
import { makeAnnouncement as announcement, resetSession } from './testing'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const paths = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`,
  )

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  resetSession({ server: 'https://i.test', token: 't', userId: 'me' })
})
afterEach(() => {
  resetSession({ server: 'https://i.test' })
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('announcement rules (s1 §3, §4, §6)', () => {
  it('counts the active unread ones for the badge and the title', () => {
    const items = [
      announcement('1'),
      announcement('2', { read: true }),
      announcement('3', { inactive: true }),
      announcement('4'),
    ]
    expect(unreadAnnouncementCount({ items })).toBe(2)
  })

  it('marks as inactive what has not started or has ended', () => {
    const now = Date.parse('2024-06-01T12:00:00Z')
    const raw = { id: 'a', emojis: [] }
    expect(
      normalizeAnnouncement({ ...raw, starts_at: '2024-06-02T00:00:00Z' }, now)?.inactive,
    ).toBe(true)
    expect(normalizeAnnouncement({ ...raw, ends_at: '2024-05-31T00:00:00Z' }, now)?.inactive).toBe(
      true,
    )
    expect(normalizeAnnouncement({ ...raw, ends_at: '2024-06-30T00:00:00Z' }, now)?.inactive).toBe(
      false,
    )
  })

  it('gives admins the admin list, read marks from the visible list, the rest inactive', () => {
    const merged = mergeAdminList(
      [announcement('1'), announcement('2')],
      [announcement('1', { read: true })],
    )
    expect(merged.map((a) => [a.id, a.read, a.inactive])).toEqual([
      ['1', true, false],
      ['2', false, true],
    ])
  })

  it('lets users with announcements_manage_announcements manage them', () => {
    expect(canManageAnnouncements({ privileges: ['announcements_manage_announcements'] })).toBe(
      true,
    )
    expect(canManageAnnouncements({ privileges: ['messages_delete'] })).toBe(false)
    expect(canManageAnnouncements(undefined)).toBe(false)
  })
})

describe('announcement calls (s2 §7, §8)', () => {
  it('polls every 300 s and stops after a 404, which marks them unsupported', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValueOnce(json([{ id: '1', content: 'hi', read: false }]))
    startAnnouncementsFetcher(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(
      currentScope()
        .announcements.getState()
        .items.map((a) => a.id),
    ).toEqual(['1'])
    fetchMock.mockResolvedValue(json({ error: 'Not found' }, 404))
    await vi.advanceTimersByTimeAsync(ANNOUNCEMENTS_POLL_MS - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(currentScope().announcements.getState()).toEqual({ items: [], supported: false })
    await vi.advanceTimersByTimeAsync(ANNOUNCEMENTS_POLL_MS * 2)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('hides the page and entry once unsupported (guards)', () => {
    const ctx: GuardContext = {
      signedIn: true,
      federating: true,
      isPrivate: false,
      chatAvailable: false,
      redirectRootLogin: '/main/friends',
      redirectRootNoLogin: '/main/all',
    }
    expect(isRefused('announcements', ctx)).toBe(false)
    expect(isRefused('announcements', { ...ctx, announcementsUnsupported: true })).toBe(true)
  })

  it('throws other failures and keeps announcements supported', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Invalid credentials.' }, 403))
    await expect(refreshAnnouncements(false)).rejects.toThrow()
    expect(currentScope().announcements.getState().supported).toBe(true)
  })

  it('fetches the admin list too for admins', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/admin/')
        ? json([{ id: '1' }, { id: '2', pleroma: { raw_content: 'two' } }])
        : json([{ id: '1', read: true }]),
    )
    await refreshAnnouncements(true)
    expect(paths()).toEqual([
      'GET /api/v1/announcements',
      'GET /api/v1/pleroma/admin/announcements',
    ])
    const items = currentScope().announcements.getState().items
    expect(items.map((a) => [a.id, a.read, a.inactive, a.raw_content])).toEqual([
      ['1', true, false, ''],
      ['2', false, true, 'two'],
    ])
  })

  it('marks one read with POST …/dismiss', async () => {
    currentScope().announcements.setState({ items: [announcement('7')] })
    fetchMock.mockResolvedValue(json({}))
    await markAnnouncementRead('7')
    expect(paths()).toEqual(['POST /api/v1/announcements/7/dismiss'])
    expect(unreadAnnouncementCount(currentScope().announcements.getState())).toBe(0)
  })
})
