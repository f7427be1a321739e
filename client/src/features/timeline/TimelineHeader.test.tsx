import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../state/session'
import { initI18n } from '../../i18n'
import { getPreference, resetPreference } from '../../state/preferences/preferences'
import { TimelineHeader } from './TimelineHeader'

function renderHeader() {
  render(
    <MemoryRouter>
      <TimelineHeader
        title="Home"
        titleId="t"
        switcher={false}
        newCount={0}
        reload={false}
        onShowNew={() => undefined}
      />
    </MemoryRouter>,
  )
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  for (const key of [
    'replyVisibility',
    'muteBotStatuses',
    'hideFilteredStatuses',
    'hideAttachments',
    'hideNsfw',
    'conversationDisplay',
  ] as const) {
    resetPreference(key)
  }
  sessionStore.setState({ user: 'me', token: 'token' })
})

describe('<TimelineHeader>', () => {
  it('changes the filter preferences from the quick filter popover', () => {
    renderHeader()
    const button = screen.getByRole('button', { name: 'Filter this timeline' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Filter this timeline' })
    expect(within(dialog).getByRole('radio', { name: 'All replies' })).toBeChecked()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only replies to me' }))
    expect(getPreference('replyVisibility')).toBe('self')
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mute posts by bots' }))
    expect(getPreference('muteBotStatuses')).toBe(true)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide posts caught by filters' }))
    expect(getPreference('hideFilteredStatuses')).toBe(true)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('does not offer reply visibility to visitors', () => {
    sessionStore.setState({ user: null, token: null })
    renderHeader()
    fireEvent.click(screen.getByRole('button', { name: 'Filter this timeline' }))
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('changes the view preferences from the quick view popover', () => {
    renderHeader()
    fireEvent.click(screen.getByRole('button', { name: 'View options' }))
    const dialog = screen.getByRole('dialog', { name: 'View options' })
    const nsfw = within(dialog).getByRole('checkbox', { name: 'Hide sensitive media' })
    expect(nsfw).toBeChecked()
    fireEvent.click(nsfw)
    expect(getPreference('hideNsfw')).toBe(false)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide attachments in timelines' }))
    expect(getPreference('hideAttachments')).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A tree' }))
    expect(getPreference('conversationDisplay')).toBe('tree')
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('scrolls the window to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderHeader()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the top' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
    scrollTo.mockRestore()
  })
})
