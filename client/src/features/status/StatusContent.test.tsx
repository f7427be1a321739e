import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { StatusContent } from './StatusContent'
import { makeAttachment, makeStatus } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

beforeAll(setUpI18n)
beforeEach(() => resetWorld())
afterEach(() => {
  resetPreference('collapseMessageWithSubject')
  resetPreference('hideAttachmentsInConv')
})

const withSubject = () =>
  makeStatus({ id: 'S1', user: 'A1', summary: 'Food spoilers', raw_html: '<p>Secret recipe</p>' })

describe('<StatusContent> preferences', () => {
  it('shows a post with a subject expanded when collapseMessageWithSubject is off (default)', () => {
    renderWithApp(<StatusContent status={withSubject()} />)
    expect(screen.getByText('Food spoilers')).toBeInTheDocument()
    expect(screen.getByText('Secret recipe')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('starts a post with a subject collapsed when collapseMessageWithSubject is on', () => {
    setPreference('collapseMessageWithSubject', true)
    renderWithApp(<StatusContent status={withSubject()} />)
    expect(screen.queryByText('Secret recipe')).toBeNull()
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('applies hideAttachmentsInConv only in a conversation', () => {
    setPreference('hideAttachmentsInConv', true)
    const status = makeStatus({
      id: 'S2',
      user: 'A1',
      attachments: [makeAttachment({ description: 'A cake' })],
    })
    const { unmount } = renderWithApp(<StatusContent status={status} />)
    expect(screen.getByRole('img', { name: 'A cake' })).toBeInTheDocument()
    unmount()
    renderWithApp(<StatusContent status={status} inConversation />)
    expect(screen.queryByRole('img', { name: 'A cake' })).toBeNull()
    expect(screen.getByRole('link', { name: /A cake/ })).toBeInTheDocument()
  })
})
