// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { RichText } from './RichText'
import { EmojiText } from './EmojiText'
import emojiStyles from './RichText.module.css'
import { makeMention, makeUser } from '../features/status/testing/factories'
import { resetPreference, setPreference } from '../state/preferences/preferences'
import { renderWithApp, resetWorld, setUpI18n, store } from '../features/status/testing/render'
import { expectHarmless } from '../features/status/testing/harmless'

beforeAll(setUpI18n)
beforeEach(() => resetWorld(['about', 'main']))

const blobcat = {
  shortcode: 'blobcat',
  url: 'https://pleroma.example/emoji/blobcat.png',
  static_url: '',
}

describe('RichText links (s1 §2 route notes)', () => {
  it('turns a Pleroma hashtag link into a route to /tag/{tag}', () => {
    renderWithApp(
      <RichText
        html={
          '<p><a class="hashtag" data-tag="cofe" href="https://pleroma.example/tag/cofe" rel="tag ugc">#cofe</a></p>'
        }
      />,
    )
    expect(screen.getByRole('link', { name: '#cofe' })).toHaveAttribute('href', '/tag/cofe')
    expect(screen.getByRole('link', { name: '#cofe' })).not.toHaveAttribute('target')
  })

  it('reads the tag of a Mastodon hashtag link from its URL', () => {
    renderWithApp(
      <RichText
        html={
          '<a href="https://mastodon.example/tags/Art" class="mention hashtag" rel="tag">#<span>Art</span></a>'
        }
      />,
    )
    expect(screen.getByRole('link', { name: '#Art' })).toHaveAttribute('href', '/tag/Art')
  })

  it('opens a hashtag link without a tag in a new window', () => {
    renderWithApp(<RichText html={'<a class="hashtag" href="https://example.com/search">#x</a>'} />)
    const link = screen.getByRole('link', { name: '#x' })
    expect(link).toHaveAttribute('href', 'https://example.com/search')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  })

  it('links a remote mention to /users/$id and a local one to /users/name', () => {
    const remote = makeUser({
      id: 'R1',
      screen_name: 'bob@remote.example',
      statusnet_profile_url: 'https://remote.example/users/bob',
    })
    const local = makeUser({ id: 'L1', screen_name: 'lain' })
    const restricted = makeUser({ id: 'M1', screen_name: 'main' })
    const html = [remote, local, restricted]
      .map(
        (user) =>
          `<span class="h-card"><a class="u-url mention" data-user="${user.id}" href="${user.statusnet_profile_url}" rel="ugc">@<span>${user.screen_name.split('@')[0]}</span></a></span>`,
      )
      .join(' ')
    renderWithApp(<RichText html={html} mentions={[remote, local, restricted].map(makeMention)} />)
    expect(screen.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/users/$R1')
    expect(screen.getByRole('link', { name: '@lain' })).toHaveAttribute('href', '/users/lain')
    expect(screen.getByRole('link', { name: '@main' })).toHaveAttribute('href', '/users/$M1')
  })

  it('opens a mention that matches no attention, and other links, in a new tab', () => {
    renderWithApp(
      <RichText
        html={
          '<a class="mention" href="https://x.example/@who">@who</a> <a href="https://example.com/a">site</a>'
        }
      />,
    )
    expect(screen.getByRole('link', { name: '@who' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    )
  })
})

describe('RichText text', () => {
  it('shows custom emoji in text as images with the shortcode as alt and title', () => {
    renderWithApp(<RichText html={'<p>hi :blobcat: <b>:blobcat:</b></p>'} emoji={[blobcat]} />)
    const images = screen.getAllByRole('img', { name: ':blobcat:' })
    expect(images).toHaveLength(2)
    expect(images[0]).toHaveAttribute('src', blobcat.url)
    expect(images[0]).toHaveAttribute('title', ':blobcat:')
    expect(images[0]).toHaveClass('emoji')
  })

  it('keeps the shortcode as text when the emoji URL is not http(s)', () => {
    const { container } = renderWithApp(
      <RichText
        html={'<p>:evil: :data:</p>'}
        emoji={[
          { shortcode: 'evil', url: 'javascript:window.__xss=1', static_url: '' },
          { shortcode: 'data', url: 'data:image/png;base64,AAAA', static_url: '' },
        ]}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent(':evil: :data:')
  })

  it('marks greentext and cyantext lines when asked', () => {
    const { container } = renderWithApp(
      <RichText html={'<p>&gt;implying<br>&lt;cyan<br>plain</p>'} greentext />,
    )
    expect(container.querySelector('.greentext')).toHaveTextContent('>implying')
    expect(container.querySelector('.cyantext')).toHaveTextContent('<cyan')
  })

  it('keeps a server greentext class but no other class', () => {
    const { container } = renderWithApp(
      <RichText html={'<p class="greentext evil">&gt;x</p><p class="evil" id="root">y</p>'} />,
    )
    expect(container.querySelector('p.greentext')).not.toBeNull()
    expect(container.querySelector('.evil')).toBeNull()
    expect(container.querySelector('#root')).toBeNull()
  })
})

describe('EmojiText', () => {
  it('never parses its text as HTML', () => {
    const { container } = renderWithApp(
      <EmojiText text='<img src=x onerror="window.__xss=1"> :blobcat:' emoji={[blobcat]} />,
    )
    expect(container).toHaveTextContent('<img src=x onerror="window.__xss=1">')
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(screen.getByRole('img', { name: ':blobcat:' })).toHaveClass(emojiStyles.emoji ?? 'emoji')
  })
})

describe('RichText with hostile HTML (inline vectors)', () => {
  const inline = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
    '<a href="data:text/html,<script>parent.__xss=1</script>">click</a>',
    '<p style="background:url(javascript:window.__xss=1)">styled</p>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<svg><a xlink:href="javascript:window.__xss=1"><text>x</text></a></svg>',
    '<a class="hashtag" data-starling-kind="mention" href="javascript:alert(1)">#x</a>',
  ]

  it.each(inline)('renders %s harmlessly', (html) => {
    const { container } = renderWithApp(
      <RichText html={html} emoji={[blobcat]} greentext mentions={[makeMention(makeUser())]} />,
    )
    expectHarmless(container)
  })
})

describe('RichText mention preferences', () => {
  afterEach(() => {
    // Unmount first: this describe's hooks run before the file-level cleanup.
    cleanup()
    resetPreference('mentionLinkDisplay')
    resetPreference('mentionLinkShowAvatar')
  })
  const remote = makeUser({
    id: 'R1',
    screen_name: 'bob@remote.example',
    statusnet_profile_url: 'https://remote.example/users/bob',
    profile_image_url: 'https://remote.example/bob.png',
  })
  const local = makeUser({ id: 'L1', screen_name: 'lain' })
  const html = [remote, local]
    .map(
      (user) =>
        `<a class="u-url mention" data-user="${user.id}" href="${user.statusnet_profile_url}">@<span>${user.screen_name.split('@')[0]}</span></a>`,
    )
    .join(' ')
  const renderMentions = () =>
    renderWithApp(<RichText html={html} mentions={[remote, local].map(makeMention)} />)

  it('writes full handles per mentionLinkDisplay', () => {
    setPreference('mentionLinkDisplay', 'full_for_remote')
    const { unmount } = renderMentions()
    expect(screen.getByRole('link', { name: '@bob@remote.example' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '@lain' })).toBeInTheDocument()
    unmount()
    setPreference('mentionLinkDisplay', 'full')
    renderMentions()
    expect(screen.getByRole('link', { name: '@lain@pleroma.example' })).toBeInTheDocument()
  })

  it('puts a small avatar before mention links with mentionLinkShowAvatar', () => {
    store([], [remote, local])
    const { container, unmount } = renderMentions()
    expect(container.querySelector('img')).toBeNull()
    unmount()
    setPreference('mentionLinkShowAvatar', true)
    renderMentions()
    const link = screen.getByRole('link', { name: '@bob' })
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://remote.example/bob.png')
  })
})

describe('RichText headings under a panel heading (issue 21, axe heading-order)', () => {
  it('moves the content headings to follow on from the heading above, keeping their order', () => {
    renderWithApp(
      <RichText
        html="<h4>Terms of service</h4><p>Be kind.</p><h5>Spam</h5><h6>Bots</h6>"
        underHeading={2}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Terms of service' })).toHaveProperty(
      'tagName',
      'H3',
    )
    expect(screen.getByRole('heading', { name: 'Spam', level: 4 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Bots', level: 5 })).toBeInTheDocument()
  })

  it('keeps the server levels without underHeading', () => {
    renderWithApp(<RichText html="<h4>Rules</h4>" />)
    expect(screen.getByRole('heading', { name: 'Rules', level: 4 })).toBeInTheDocument()
  })
})
