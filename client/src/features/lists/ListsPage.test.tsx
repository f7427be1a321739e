import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import { resetSession } from '../../state/testing'
import { installFakeServer } from '../auth/testing/fakeServer'
import { renderLists, signInAlice } from './testing/render'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the lists page (s1 §2 "Lists")', () => {
  it('shows the lists newest first, each with its edit link, and a New button', async () => {
    signInAlice()
    installFakeServer({
      'GET /api/v1/lists': () => ({
        body: [
          { id: '3', title: 'Old' },
          { id: '12', title: 'New' },
        ],
      }),
    })
    renderLists('/lists')
    expect(screen.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'New list' })).toHaveAttribute('href', '/lists/new')
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'New',
      'Old',
    ])
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/lists/12')
    expect(screen.getByRole('link', { name: 'Edit list Old' })).toHaveAttribute(
      'href',
      '/lists/3/edit',
    )
  })

  it('asks visitors to log in', () => {
    resetSession({ server: window.location.origin, token: null })
    renderLists('/lists')
    expect(screen.getByText('Log in to see your lists.')).toBeVisible()
  })
})
