/**
 * Rendering helpers for status tests: the app's i18n in English, a memory router, and a fresh
 * entity store, instance config and session for each test.
 */
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { sessionStore } from '../../../state/session'
import { instanceStore } from '../../../state/instance'
import type { Status, User } from '../../../entities/types'
import { i18n, initI18n } from '../../../i18n'
import { entities } from '../../../state/entities'
import { resetScope } from '../../../state/testing'

/** The instance the tests pretend to be on. */
export const TEST_SERVER = 'https://pleroma.example'

/** Initialises English messages once; call from beforeAll. */
export async function setUpI18n(): Promise<void> {
  await initI18n('en')
}

/**
 * Empties the store, signs out, and sets the instance's server and restricted nicknames; the
 * server is a Pleroma 2.9 (supports() gives it bookmarks and lists).
 */
export function resetWorld(restrictedNicknames: string[] = ['about', 'main', 'users']): void {
  resetScope()
  sessionStore.setState({ user: null, token: null })
  instanceStore.setState((state) => ({
    config: {
      ...state.config,
      server: TEST_SERVER,
      restrictedNicknames,
      software: { name: 'pleroma', version: '2.9.1' },
    },
  }))
}

/** Puts hand-written entities into the store. */
export function store(statuses: Status[], users: User[]): void {
  entities().getState().importBatch({ statuses, users })
}

/** Renders `ui` inside i18n and a router at `/`. */
export function renderWithApp(ui: ReactElement): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  )
}
