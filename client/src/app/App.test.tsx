// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { navigateInApp } from '../state/routing/navigation'
import { appWorld, renderApp } from '../testing/app'

appWorld()

describe('the app router (issue 20: declarative routes, the first page loaded before the first render)', () => {
  it('shows the page of the address in its first render, with no spinner in its place', async () => {
    await renderApp('/login')
    const page = within(screen.getByRole('main'))
    expect(page.getByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    expect(page.queryByRole('status')).not.toBeInTheDocument()
  })

  it('follows navigation from outside React (a clicked push notification) and the browser', async () => {
    await renderApp('/login')
    const page = within(screen.getByRole('main'))
    act(() => void navigateInApp('/lists'))
    expect(await page.findByRole('heading', { name: 'Lists' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/lists')
    act(() => window.history.back())
    expect(await page.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    const entries = window.history.length
    act(() => void navigateInApp('/lists', true))
    expect(await page.findByRole('heading', { name: 'Lists' })).toBeInTheDocument()
    expect(window.history.length).toBe(entries)
  })
})
