import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NavPanel } from '../features/nav/NavPanel'
import { formatRelativeTime } from '../lib/relativeTime'
import { availableLanguages, formatLocale, i18n, initI18n, setLanguage } from './index'

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

  it('shows English, marked English and left to right, for a code without a catalogue', async () => {
    await act(() => setLanguage('ur'))
    expect(i18n.language).toBe('ur')
    expect(i18n.t('nav.public_tl')).toBe('Public timeline')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
  })
})

describe('fallback chains (s1 §1)', () => {
  beforeAll(async () => {
    await initI18n('en')
    i18n.addResourceBundle('ckb', 'translation', { nav: { public_tl: 'هێڵی کاتی گشتی' } })
  })
  afterAll(async () => {
    await setLanguage('en')
  })

  it('shows ckb for ckb_IQ, and English for a key ckb lacks', async () => {
    await act(() => setLanguage('ckb_IQ'))
    expect(i18n.t('nav.public_tl')).toBe('هێڵی کاتی گشتی')
    expect(i18n.t('nav.twkn')).toBe('Whole known network')
    expect(document.documentElement.lang).toBe('ckb')
  })

  it('shows English for a key German lacks', async () => {
    i18n.addResourceBundle('en', 'translation', { nav: { only_english: 'Only in English' } }, true)
    await act(() => setLanguage('de'))
    expect(i18n.t('nav.only_english')).toBe('Only in English')
  })

  it('turns the page right to left for a right-to-left language with messages', async () => {
    await act(() => setLanguage('ckb'))
    expect(i18n.t('nav.public_tl')).toBe('هێڵی کاتی گشتی')
    expect(document.documentElement.lang).toBe('ckb')
    expect(document.documentElement.dir).toBe('rtl')
    await act(() => setLanguage('en'))
    expect(document.documentElement.dir).toBe('ltr')
  })
})

describe('formatLocale (dates, numbers and relative times in the language shown)', () => {
  afterAll(async () => {
    await setLanguage('en')
  })

  it('formats in English, then in German', async () => {
    await initI18n('en')
    expect(formatRelativeTime({ value: -5, unit: 'minute' }, formatLocale())).toBe('5 minutes ago')
    expect(new Intl.NumberFormat(formatLocale()).format(1234.5)).toBe('1,234.5')
    await act(() => setLanguage('de'))
    expect(formatLocale()).toBe('de')
    expect(formatRelativeTime({ value: -5, unit: 'minute' }, formatLocale())).toBe('vor 5 Minuten')
    expect(formatRelativeTime({ value: -2, unit: 'week' }, formatLocale())).toBe('vor 2 Wochen')
    expect(new Intl.NumberFormat(formatLocale()).format(1234.5)).toBe('1.234,5')
  })
})
