import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NavPanel } from '../features/nav/NavPanel'
import { availableLanguages, i18n, initI18n, pickLanguage, setLanguage } from './index'

describe('language switch (s1 §1)', () => {
  beforeAll(async () => {
    await initI18n('en')
  })
  afterAll(async () => {
    await setLanguage('en')
  })

  it('offers English first, and German', () => {
    expect(availableLanguages[0]).toBe('en')
    expect(availableLanguages).toContain('de')
  })

  it('loads German on demand and shows German text', async () => {
    render(
      <MemoryRouter initialEntries={['/main/public']}>
        <NavPanel />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Public timeline' })).toBeInTheDocument()
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false)

    await act(() => setLanguage('de'))

    expect(screen.getByRole('link', { name: 'Öffentliche Zeitleiste' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('falls back to English for a language it does not have', async () => {
    await act(() => setLanguage('xx'))
    expect(i18n.language).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })
})

describe('pickLanguage (default language from the browser)', () => {
  it('takes the first available language of navigator.languages', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'], ['en', 'de'])).toBe('de')
    expect(pickLanguage(['de'], ['en', 'de'])).toBe('de')
  })

  it('prefers an exact regional match', () => {
    expect(pickLanguage(['zh-Hant'], ['en', 'zh', 'zh_Hant'])).toBe('zh_Hant')
  })

  it('falls back to English', () => {
    expect(pickLanguage(['fr', 'it'], ['en', 'de'])).toBe('en')
    expect(pickLanguage([], ['en', 'de'])).toBe('en')
  })
})
