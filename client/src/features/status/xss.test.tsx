// @vitest-environment jsdom
/**
 * Every vector of ../shared/xss/vectors.json (read in place), rendered through RichText,
 * EmojiText and every server-text field of a StatusCard: no script, no on* or style
 * attribute, no javascript:/data: URL, class only greentext/cyantext, window.__xss unset.
 * This suite alone may skip itself when ../shared is absent (a clone outside CI).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { act } from '@testing-library/react'
import { EmojiText } from '../../content/EmojiText'
import { RichText } from '../../content/RichText'
import { htmlToText } from '../../entities/normalize/text'
import { StatusCard } from './StatusCard'
import {
  makeAttachment,
  makeCard,
  makeMention,
  makePoll,
  makeStatus,
  makeUser,
} from './testing/factories'
import { expectHarmless } from './testing/harmless'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const vectorsFile = path.resolve(repoRoot, '../shared/xss/vectors.json')
const present = existsSync(vectorsFile)
if (!present) console.warn(`xss suite skipped: ${vectorsFile} is absent`)
const vectors: string[] = present
  ? (JSON.parse(readFileSync(vectorsFile, 'utf8')) as { vectors: string[] }).vectors
  : []

const evilEmoji = [
  {
    shortcode: 'blobcat',
    url: 'javascript:window.__xss=1',
    static_url: 'javascript:window.__xss=1',
  },
  { shortcode: 'ok', url: 'https://pleroma.example/emoji/ok.png', static_url: '' },
]

beforeAll(setUpI18n)
beforeEach(() => resetWorld())

describe.skipIf(!present)('hostile HTML of ../shared/xss/vectors.json', () => {
  it('has vectors', () => {
    expect(vectors.length).toBeGreaterThan(10)
  })

  it.each(vectors)('RichText renders %s harmlessly', (html) => {
    const mentions = [makeMention(makeUser({ statusnet_profile_url: 'https://example.com' }))]
    const { container } = renderWithApp(
      <RichText html={`${html} :blobcat: :ok:`} emoji={evilEmoji} mentions={mentions} greentext />,
    )
    expectHarmless(container)
  })

  it.each(vectors)('htmlToText reads %s as text, running nothing', async (html) => {
    expect(typeof htmlToText(html)).toBe('string')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it.each(vectors)('EmojiText shows %s as text only', (text) => {
    const { container } = renderWithApp(<EmojiText text={text} emoji={evilEmoji} />)
    expect(container.querySelectorAll('*:not(img)')).toHaveLength(0)
    expectHarmless(container)
  })

  it.each(vectors)('a StatusCard with %s in every field renders harmlessly', (hostile) => {
    const author = makeUser({
      name: hostile,
      screen_name: hostile,
      screen_name_ui: hostile,
      emoji: evilEmoji,
      profile_image_url: 'javascript:window.__xss=1',
    })
    const status = makeStatus({
      user: author.id,
      raw_html: hostile,
      summary: hostile,
      summary_raw_html: hostile,
      emojis: evilEmoji,
      in_reply_to_status_id: hostile,
      in_reply_to_screen_name: hostile,
      attachments: [
        makeAttachment({ description: hostile, url: 'javascript:window.__xss=1' }),
        makeAttachment({
          description: hostile,
          large_thumb_url: 'data:image/svg+xml,<svg onload=x>',
        }),
        makeAttachment({ type: 'unknown', description: hostile }),
      ],
      poll: makePoll({
        options: [{ title: hostile, title_html: hostile, votes_count: 1 }],
        emojis: evilEmoji,
      }),
      card: null,
    })
    const withCard = makeStatus({
      user: author.id,
      card: makeCard({
        title: hostile,
        description: hostile,
        provider_name: hostile,
        image: 'javascript:x',
      }),
    })
    store([status, withCard], [author])
    const { container, getAllByRole } = renderWithApp(
      <>
        <StatusCard statusId={status.id} />
        <StatusCard statusId={withCard.id} />
      </>,
    )
    act(() => {
      for (const button of getAllByRole('button')) button.click()
    })
    expectHarmless(container)
  })
})
