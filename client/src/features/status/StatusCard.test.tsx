// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../state/session'
import { resetPreference, setPreference } from '../../state/preferences/preferences'
import { StatusCard } from './StatusCard'
import {
  makeAttachment,
  makeCard,
  makeMention,
  makePoll,
  makeStatus,
  makeUser,
} from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store, TEST_SERVER } from './testing/render'

const NOW = new Date('2025-01-01T14:00:00.000Z')

beforeAll(setUpI18n)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetWorld(['about', 'main'])
})
afterEach(() => {
  vi.useRealTimers()
})

const alice = () => makeUser({ id: 'A1', name: 'Alice', screen_name: 'alice' })

describe('StatusCard heading (s1 §2 "Post card")', () => {
  it('shows author, handle, time link and visibility, named "Alice, 3 hours ago: Hello world"', () => {
    const author = alice()
    const status = makeStatus({ id: 'S1', user: author.id, visibility: 'private' })
    store([status], [author])
    renderWithApp(<StatusCard statusId="S1" />)
    const article = screen.getByRole('article', { name: 'Alice, 3 hours ago: Hello world' })
    expect(article).toHaveAttribute('tabindex', '0')
    expect(within(article).getByText('Alice')).toBeInTheDocument()
    expect(within(article).getByText('@alice')).toBeInTheDocument()
    const time = within(article).getByRole('link', { name: '3 hours ago' })
    expect(time).toHaveAttribute('href', '/notice/S1')
    expect(time.querySelector('time')).toHaveAttribute('datetime', status.created_at)
    expect(time.querySelector('time')?.getAttribute('title')).toMatch(/2025/)
    expect(within(article).getByRole('img', { name: 'Followers only' })).toBeInTheDocument()
    expect(within(article).getByText('Hello world')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: 'Alice @alice' })).toHaveAttribute(
      'href',
      '/users/alice',
    )
    expect(within(article).getByRole('button', { name: 'Alice' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('reads no custom emoji codes inside the names of the post, its author link and avatar', () => {
    const url = 'https://x.example/sprout.png'
    const sprout = { shortcode: 'sprout', url, static_url: url }
    const author = makeUser({
      id: 'A1',
      name: 'Alice :sprout:',
      screen_name: 'alice',
      emoji: [sprout],
    })
    store([makeStatus({ id: 'S1', user: author.id, text: 'Hi' })], [author])
    renderWithApp(<StatusCard statusId="S1" />)
    const article = screen.getByRole('article', { name: 'Alice, 3 hours ago: Hi' })
    expect(within(article).getByRole('link', { name: 'Alice @alice' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Alice' })).toBeInTheDocument()
  })

  it('links a remote author to /users/$id', () => {
    const author = makeUser({ id: 'R9', name: 'Bob', screen_name: 'bob@remote.example' })
    store([makeStatus({ id: 'S2', user: author.id })], [author])
    renderWithApp(<StatusCard statusId="S2" />)
    expect(screen.getByRole('link', { name: 'Bob @bob@remote.example' })).toHaveAttribute(
      'href',
      '/users/$R9',
    )
  })

  it('shows the reply-to line linking to the parent', () => {
    const author = alice()
    store(
      [
        makeStatus({
          id: 'S3',
          user: author.id,
          in_reply_to_status_id: 'P1',
          in_reply_to_screen_name: 'lain',
        }),
      ],
      [author],
    )
    renderWithApp(<StatusCard statusId="S3" />)
    expect(screen.getByRole('link', { name: 'Reply to @lain' })).toHaveAttribute(
      'href',
      '/notice/P1',
    )
  })
})

describe('StatusCard states', () => {
  it('shows "Status unavailable" for an id missing from the store', () => {
    renderWithApp(<StatusCard statusId="nope" />)
    expect(screen.getByText('Status unavailable')).toBeInTheDocument()
  })

  it('shows a gravestone for a deleted status', () => {
    const author = alice()
    store([makeStatus({ id: 'D1', user: author.id, deleted: true })], [author])
    renderWithApp(<StatusCard statusId="D1" />)
    expect(screen.getByText('This post was deleted')).toBeInTheDocument()
    expect(screen.queryByText('Hello world')).toBeNull()
  })

  it('shows the repeat header, then the repeated status', () => {
    const author = alice()
    const bob = makeUser({ id: 'B1', name: 'Bob', screen_name: 'bob' })
    const original = makeStatus({
      id: 'O1',
      user: author.id,
      text: 'Original words',
      raw_html: '<p>Original words</p>',
    })
    const repeat = makeStatus({
      id: 'RT1',
      user: bob.id,
      type: 'retweet',
      retweeted_status: 'O1',
      raw_html: '',
    })
    store([original, repeat], [author, bob])
    renderWithApp(<StatusCard statusId="RT1" />)
    const article = screen.getByRole('article', {
      name: 'Alice, 3 hours ago, repeated by Bob: Original words',
    })
    expect(within(article).getByText('repeated')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: 'Bob' })).toBeInTheDocument()
    expect(within(article).getByText('Original words')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: '3 hours ago' })).toHaveAttribute(
      'href',
      '/notice/O1',
    )
  })
})

describe('StatusCard content', () => {
  it('with collapseMessageWithSubject, hides body and attachments behind the subject', async () => {
    setPreference('collapseMessageWithSubject', true)
    const user = userEvent.setup()
    const author = alice()
    store(
      [
        makeStatus({
          id: 'CW',
          user: author.id,
          summary: 'Food spoilers',
          raw_html: '<p>Secret recipe</p>',
          attachments: [makeAttachment({ description: 'A cake' })],
        }),
      ],
      [author],
    )
    renderWithApp(<StatusCard statusId="CW" />)
    expect(screen.getByText('Food spoilers')).toBeInTheDocument()
    expect(screen.queryByText('Secret recipe')).toBeNull()
    expect(screen.queryByRole('img', { name: 'A cake' })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Show more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByText('Secret recipe')).toBeVisible()
    expect(screen.getByRole('img', { name: 'A cake' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.queryByText('Secret recipe')).toBeNull()
    act(() => resetPreference('collapseMessageWithSubject'))
  })

  it('shows sensitive media behind a placeholder until clicked', async () => {
    const user = userEvent.setup()
    const author = alice()
    const image = makeAttachment({ description: 'A cat on a sofa' })
    store([makeStatus({ id: 'N1', user: author.id, nsfw: true, attachments: [image] })], [author])
    renderWithApp(<StatusCard statusId="N1" />)
    expect(screen.queryByRole('img', { name: 'A cat on a sofa' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sensitive media — click to view' }))
    const img = screen.getByRole('img', { name: 'A cat on a sofa' })
    expect(img).toHaveAttribute('src', image.large_thumb_url)
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('shows video, audio and other files', () => {
    const author = alice()
    const attachments = [
      makeAttachment({
        type: 'video',
        description: 'A clip',
        url: 'https://pleroma.example/media/v.mp4',
      }),
      makeAttachment({
        type: 'audio',
        description: 'A song',
        url: 'https://pleroma.example/media/a.mp3',
      }),
      makeAttachment({
        type: 'unknown',
        description: '',
        url: 'https://pleroma.example/media/doc.pdf',
      }),
    ]
    store([makeStatus({ id: 'M1', user: author.id, attachments })], [author])
    const { container } = renderWithApp(<StatusCard statusId="M1" />)
    expect(container.querySelector('video')).toHaveAttribute('preload', 'metadata')
    expect(container.querySelector('audio')).toHaveAttribute('controls')
    expect(screen.getByRole('link', { name: 'doc.pdf' })).toHaveAttribute('target', '_blank')
  })

  it('shows poll results with whole-number percentages and the end time', () => {
    const author = alice()
    store([makeStatus({ id: 'P1', user: author.id, poll: makePoll() })], [author])
    renderWithApp(<StatusCard statusId="P1" />)
    const poll = screen.getByRole('region', { name: 'Poll' })
    const options = within(poll).getAllByRole('listitem')
    expect(options[0]).toHaveTextContent('67%Tea')
    expect(options[1]).toHaveTextContent('33%Coffee')
    expect(poll).toHaveTextContent('3 votes · Ends in 1 hour')
  })

  it('shows an ended poll as "Ended … ago"', () => {
    const author = alice()
    const poll = makePoll({
      expires_at: '2025-01-01T12:00:00.000Z',
      expired: true,
      multiple: true,
      voters_count: 2,
    })
    store([makeStatus({ id: 'P2', user: author.id, poll })], [author])
    renderWithApp(<StatusCard statusId="P2" />)
    expect(screen.getByRole('region', { name: 'Poll' })).toHaveTextContent(
      '2 people voted · Ended 2 hours ago',
    )
  })

  it('shows the link card as one link opening in a new tab', () => {
    const author = alice()
    store([makeStatus({ id: 'C1', user: author.id, card: makeCard() })], [author])
    renderWithApp(<StatusCard statusId="C1" />)
    const card = screen.getByRole('link', { name: /A headline/ })
    expect(card).toHaveAttribute('href', 'https://news.example/article')
    expect(card).toHaveAttribute('target', '_blank')
    expect(card).toHaveTextContent('News Example')
    expect(card).toHaveTextContent('What the article says')
  })

  it('links hashtags to /tag/x and mentions to the user routes', () => {
    const author = alice()
    const remote = makeUser({
      id: 'R2',
      screen_name: 'bob@remote.example',
      statusnet_profile_url: 'https://remote.example/users/bob',
    })
    const local = makeUser({ id: 'L2', screen_name: 'lain' })
    const mention = (u: typeof remote, name: string) =>
      `<span class="h-card"><a class="u-url mention" data-user="${u.id}" href="${u.statusnet_profile_url}" rel="ugc">@<span>${name}</span></a></span>`
    const raw_html = `<p>${mention(remote, 'bob')} ${mention(local, 'lain')} <a class="hashtag" data-tag="x" href="https://pleroma.example/tag/x" rel="tag ugc">#x</a></p>`
    store(
      [
        makeStatus({
          id: 'H1',
          user: author.id,
          raw_html,
          attentions: [makeMention(remote), makeMention(local)],
        }),
      ],
      [author],
    )
    renderWithApp(<StatusCard statusId="H1" />)
    expect(screen.getByRole('link', { name: '#x' })).toHaveAttribute('href', '/tag/x')
    expect(screen.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/users/$R2')
    expect(screen.getByRole('link', { name: '@lain' })).toHaveAttribute('href', '/users/lain')
  })
})

describe('StatusCard footer (s1 §5: visitors get a remote-interaction link)', () => {
  it('shows counts and the remote-interaction link to visitors', () => {
    const author = alice()
    store(
      [makeStatus({ id: 'F1', user: author.id, replies_count: 1, repeat_num: 2, fave_num: 3 })],
      [author],
    )
    renderWithApp(<StatusCard statusId="F1" />)
    expect(screen.getByText('1 reply')).toBeInTheDocument()
    expect(screen.getByText('2 repeats')).toBeInTheDocument()
    expect(screen.getByText('3 favourites')).toBeInTheDocument()
    const remote = screen.getByRole('link', { name: 'Interact from your own instance' })
    expect(remote).toHaveAttribute('href', `${TEST_SERVER}/main/ostatus?status_id=F1`)
    expect(remote).toHaveAttribute('target', '_blank')
  })

  it('does not offer the remote-interaction link when signed in', () => {
    const author = alice()
    store([makeStatus({ id: 'F2', user: author.id })], [author])
    sessionStore.setState({ user: author.id, token: 't' })
    renderWithApp(<StatusCard statusId="F2" />)
    expect(screen.queryByRole('link', { name: 'Interact from your own instance' })).toBeNull()
  })
})
