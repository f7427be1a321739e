// @vitest-environment node
/**
 * Plural forms through i18next's Intl plural rules (issue 21): Arabic has six forms, Russian
 * four, Japanese one. Small test catalogues under a group of their own, so the real catalogues
 * (when present) are only added to.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from './index'

const FORMS: Record<string, Record<string, string>> = {
  ar: {
    posts_zero: 'لا منشورات',
    posts_one: 'منشور واحد',
    posts_two: 'منشوران',
    posts_few: '{{count}} منشورات',
    posts_many: '{{count}} منشورًا',
    posts_other: '{{count}} منشور',
  },
  ru: {
    posts_one: '{{count}} пост',
    posts_few: '{{count}} поста',
    posts_many: '{{count}} постов',
    posts_other: '{{count}} поста',
  },
  ja: { posts_other: '{{count}} 件の投稿' },
}

describe('plural forms (Intl.PluralRules through i18next)', () => {
  beforeAll(async () => {
    await initI18n('en')
    for (const [lang, forms] of Object.entries(FORMS))
      i18n.addResourceBundle(lang, 'translation', { plural_test: forms }, true)
  })

  const posts = (lng: string, count: number) => i18n.t('plural_test.posts', { lng, count })

  it('picks the six Arabic forms', () => {
    expect(posts('ar', 0)).toBe('لا منشورات')
    expect(posts('ar', 1)).toBe('منشور واحد')
    expect(posts('ar', 2)).toBe('منشوران')
    expect(posts('ar', 3)).toBe('3 منشورات')
    expect(posts('ar', 11)).toBe('11 منشورًا')
    expect(posts('ar', 100)).toBe('100 منشور')
  })

  it('picks the Russian forms (1, 2-4, 5-20, 21, 1,5)', () => {
    expect(posts('ru', 1)).toBe('1 пост')
    expect(posts('ru', 3)).toBe('3 поста')
    expect(posts('ru', 5)).toBe('5 постов')
    expect(posts('ru', 21)).toBe('21 пост')
    expect(posts('ru', 1.5)).toBe('1,5 поста')
  })

  it('has one form for Japanese, and easy Japanese reads Japanese rules', () => {
    expect(posts('ja', 1)).toBe('1 件の投稿')
    expect(posts('ja', 7)).toBe('7 件の投稿')
    expect(i18n.services.pluralResolver.getSuffixes('ja_easy')).toEqual(['_other'])
  })
})
