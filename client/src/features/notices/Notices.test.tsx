import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n'
import { Notices } from './Notices'
import { NOTICE_TIMEOUT_MS, clearNotices, pushNotice } from '../../state/notices'

describe('global notices (s1 §2, s1 §9: default level error, 5 s)', () => {
  beforeAll(async () => {
    await initI18n('en')
    // The list is a lazy chunk: loaded once here, it renders within the act() of a push.
    await import('./NoticeList')
  })
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => clearNotices())
    vi.useRealTimers()
  })

  it('shows a notice as an error and removes it after 5000 ms', async () => {
    render(<Notices />)
    await act(async () => {
      pushNotice({ messageKey: 'general.generic_error' })
    })
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument()
    expect(screen.getByText(/^Error/)).toBeInTheDocument()
    expect(NOTICE_TIMEOUT_MS).toBe(5000)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument()
  })

  it('interpolates the message arguments and honours a custom timeout and level', async () => {
    render(<Notices />)
    await act(async () => {
      pushNotice({
        messageKey: 'general.generic_error_message',
        messageArgs: { errorData: 'boom' },
        level: 'warning',
        timeout: 1000,
      })
    })
    expect(screen.getByText('Something went wrong: boom')).toBeInTheDocument()
    expect(screen.getByText(/^Warning/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Something went wrong: boom')).not.toBeInTheDocument()
  })

  it('is dismissed by its close button', async () => {
    render(<Notices />)
    await act(async () => {
      pushNotice({ messageKey: 'general.generic_error' })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }))
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument()
  })

  it('lives in a polite live region', async () => {
    render(<Notices />)
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveAttribute('aria-live', 'polite')
  })
})
