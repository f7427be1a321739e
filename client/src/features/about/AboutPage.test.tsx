import { screen, within } from '@testing-library/react'
import { instanceStore, type InstanceConfig } from '../../state/instance'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { renderWithApp, resetWorld, setUpI18n } from '../status/testing/render'
import AboutPage from './AboutPage'

function configure(config: Partial<InstanceConfig>) {
  instanceStore.setState((state) => ({ config: { ...state.config, ...config } }))
}

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  configure({
    staffAccounts: [],
    tos: '<p>Be kind.</p>',
    showInstanceSpecificPanel: true,
    instanceSpecificPanelContent: '<p>Hello from the admins</p>',
    showFeaturesPanel: true,
    federation: {
      enabled: true,
      mrf_policies: ['SimplePolicy'],
      mrf_simple: { reject: ['spam.example', 'odd.example'] },
      mrf_simple_info: { reject: { 'spam.example': { reason: 'spam' } } },
      mrf_keyword: { reject: ['buy now'], federated_timeline_removal: [], replace: [] },
    },
  })
})
afterEach(() => resetPreference('hideISP'))

describe('the about page (s1 §2 about)', () => {
  it('shows the panels, with the federation policies and their reasons', () => {
    renderWithApp(<AboutPage />)
    expect(screen.getByText('Hello from the admins')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Terms of service' })).toBeInTheDocument()
    expect(screen.getByText('Be kind.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Staff' })).toBeInTheDocument()
    const federation = screen.getByRole('region', { name: 'Federation' })
    expect(within(federation).getByText('SimplePolicy')).toBeInTheDocument()
    const table = within(federation).getByRole('table', { name: /Reject/ })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['InstanceReason', 'spam.examplespam', 'odd.exampleNot applicable'])
    expect(within(federation).getByRole('heading', { name: 'Keyword policies' })).toBeVisible()
    expect(within(federation).getByText('buy now')).toBeInTheDocument()
  })

  it('leaves out the instance panel when hideISP is on, and the MRF panel without policies', () => {
    setPreference('hideISP', true)
    configure({ federation: { enabled: true } })
    renderWithApp(<AboutPage />)
    expect(screen.queryByText('Hello from the admins')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Federation' })).toBeNull()
  })
})
