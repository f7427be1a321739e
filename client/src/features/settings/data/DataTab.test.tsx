import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureServer } from '../../../api/http'
import { readText } from '../../../lib/files'
import { createSafeStorage } from '../../../lib/storage'
import { startPreferences } from '../../../state/preferences/applyPreferences'
import { getPreference, isPreferenceSet } from '../../../state/preferences/preferences'
import { sessionStore } from '../../../state/session'
import { installFakeServer } from '../../auth/testing/fakeServer'
import { renderWithApp, resetWorld, setUpI18n } from '../../status/testing/render'
import { captureDownloads, type CapturedDownloads } from '../testing/downloads'
import DataTab from './DataTab'

const backup = (id: number, processed: boolean) => ({
  id,
  content_type: 'application/zip',
  url: `${window.location.origin}/media/backups/archive-${id}.zip`,
  file_size: processed ? 2048 : 0,
  processed,
  inserted_at: '2025-05-01T12:00:00.000Z',
})
const jsonFile = (data: unknown) =>
  new File([JSON.stringify(data)], 'settings.json', { type: 'application/json' })

let stop: () => void = () => undefined
let downloads: CapturedDownloads = { blobs: [], names: [] }

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  window.localStorage.clear()
  stop = startPreferences('me1', { storage: createSafeStorage(() => window.localStorage) })
  configureServer(window.location.origin)
  sessionStore.setState({ user: 'me1', token: 'token' })
  downloads = captureDownloads()
})
afterEach(() => {
  cleanup()
  stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Data tab (s1 §2 "Data import/export")', () => {
  it('imports a follow list, exports the follows as CSV and says when an import fails', async () => {
    const user = userEvent.setup()
    const server = installFakeServer({
      'GET /api/v1/pleroma/backups': () => ({ body: [] }),
      'POST /api/pleroma/follow_import': () => ({ body: 'jobs started' }),
      'POST /api/pleroma/mutes_import': () => ({ status: 500, body: { error: 'boom' } }),
      'GET /api/v1/accounts/me1/following': () => ({
        body: [
          { id: '1', acct: 'dave', username: 'dave' },
          { id: '2', acct: 'robin@birds.example', username: 'robin' },
        ],
      }),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderWithApp(<DataTab />)
    const follows = screen.getByRole('group', { name: 'Import follows' })
    const file = new File(['dave@pleroma.example\n'], 'follows.csv', { type: 'text/csv' })
    await user.upload(within(follows).getByLabelText('Import follows from a CSV file'), file)
    await user.click(within(follows).getByRole('button', { name: 'Import' }))
    expect(await within(follows).findByRole('status')).toHaveTextContent(
      'Follows imported! Processing them will take a while.',
    )
    expect(server.calls).toContain('POST /api/pleroma/follow_import')

    const mutes = screen.getByRole('group', { name: 'Import mutes' })
    await user.upload(within(mutes).getByLabelText('Import mutes from a CSV file'), file)
    await user.click(within(mutes).getByRole('button', { name: 'Import' }))
    expect(await within(mutes).findByRole('alert')).toHaveTextContent('Error importing mutes')

    await user.click(screen.getByRole('button', { name: 'Save your follows as a CSV file' }))
    await waitFor(() => expect(downloads.names).toEqual(['follows.csv']))
    expect(await readText(downloads.blobs[0] as Blob)).toBe(
      `dave@${window.location.host}\nrobin@birds.example\n`,
    )
  })

  it('lists backups as ready or not ready, asks for a new one and shows a refusal', async () => {
    const user = userEvent.setup()
    let refused = false
    installFakeServer({
      'GET /api/v1/pleroma/backups': () => ({ body: [backup(1, true)] }),
      'POST /api/v1/pleroma/backups': () => {
        if (refused) return { status: 400, body: { error: 'Last export was less than 7 days ago' } }
        refused = true
        return { body: [backup(1, true), backup(2, false)] }
      },
    })
    renderWithApp(<DataTab />)
    const list = await screen.findByRole('list', { name: 'Your backups' })
    expect(within(list).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `${window.location.origin}/media/backups/archive-1.zip`,
    )
    await user.click(screen.getByRole('button', { name: 'Create a new backup' }))
    expect(await within(list).findByText('Not ready yet')).toBeInTheDocument()
    expect(screen.getByText('A new backup was requested.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create a new backup' }))
    expect(
      await screen.findByText('Error creating a new backup: Last export was less than 7 days ago'),
    ).toBeInTheDocument()
  })

  it('saves the settings and restores them; refuses a file of another major version and warns for another minor one', async () => {
    const user = userEvent.setup()
    installFakeServer({ 'GET /api/v1/pleroma/backups': () => ({ body: [] }) })
    renderWithApp(<DataTab />)
    const group = screen.getByRole('group', { name: 'Settings backup' })
    const input = within(group).getByLabelText('Restore settings from a file')

    await user.upload(input, jsonFile({ _pleroma_settings_version: [2, 0], theme: 'light' }))
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'This file was made by a newer version (settings format 2, this one reads 1). Nothing was changed.',
    )
    expect(isPreferenceSet('theme')).toBe(false)

    await user.upload(input, jsonFile({ _pleroma_settings_version: [1, 0], theme: 'light' }))
    expect(await within(group).findByRole('status')).toHaveTextContent('Settings restored.')
    expect(getPreference('theme')).toBe('light')

    await user.upload(input, jsonFile({ _pleroma_settings_version: [1, 2], hideNsfw: false }))
    await within(group).findByText(/slightly newer version/)
    expect(getPreference('hideNsfw')).toBe(false)

    await user.click(within(group).getByRole('button', { name: 'Save your settings to a file' }))
    expect(downloads.names).toEqual(['starling_settings.json'])
    expect(JSON.parse(await readText(downloads.blobs[0] as Blob))).toEqual({
      _pleroma_settings_version: [1, 0],
      theme: 'light',
      hideNsfw: false,
    })
  })
})
