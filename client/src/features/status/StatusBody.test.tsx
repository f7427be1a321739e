import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../state/session'
import { setPreference } from '../../state/preferences/preferences'
import { StatusCard } from './StatusCard'
import { makeMention, makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

const author = makeUser({ id: 'A1', name: 'Alice', screen_name: 'alice' })
const people = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7'].map((name) =>
  makeUser({ id: name.toUpperCase(), name, screen_name: name }),
)
const mentionHtml = (url: string, name: string) =>
  `<span class="h-card"><a class="u-url mention" href="${url}">@<span>${name}</span></a></span> `

beforeAll(setUpI18n)
beforeEach(() => {
  resetWorld()
  sessionStore.setState({ user: null, token: null })
})
afterEach(() => setPreference('muteWords', []))

describe('mentions line (s1 §4, DECISIONS: 5 then expand)', () => {
  it('moves the leading mentions into one line, five then "and 2 more"', async () => {
    const html = `<p>${people.map((p) => mentionHtml(p.statusnet_profile_url, p.screen_name)).join('')}hello all</p>`
    store(
      [makeStatus({ id: 'S1', user: 'A1', raw_html: html, attentions: people.map(makeMention) })],
      [author, ...people],
    )
    renderWithApp(<StatusCard statusId="S1" />)
    expect(screen.getAllByRole('link', { name: /^@b\d$/ })).toHaveLength(5)
    expect(screen.getByRole('link', { name: '@b1' })).toHaveAttribute('href', '/users/b1')
    expect(screen.getByText('hello all')).toBeInTheDocument()
    const more = screen.getByRole('button', { name: 'and 2 more' })
    await userEvent.setup().click(more)
    expect(screen.getAllByRole('link', { name: /^@b\d$/ })).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})

describe('tall posts (s1 §9)', () => {
  it('collapses a tall post behind "Show the whole post" outside conversations', async () => {
    const html = '<p>line</p>'.repeat(25)
    store(
      [makeStatus({ id: 'S1', user: 'A1', raw_html: html, text: 'line\n'.repeat(25) })],
      [author],
    )
    const { unmount } = renderWithApp(<StatusCard statusId="S1" />)
    const button = screen.getByRole('button', { name: 'Show the whole post' })
    await userEvent.setup().click(button)
    expect(screen.queryByRole('button', { name: 'Show the whole post' })).toBeNull()
    unmount()
    renderWithApp(<StatusCard statusId="S1" focused />)
    expect(screen.queryByRole('button', { name: 'Show the whole post' })).toBeNull()
  })
})

describe('muted posts (s1 §2: a line with the reason and a show button)', () => {
  it('collapses a post with a mute word and shows it on request', async () => {
    setPreference('muteWords', ['Election'])
    store(
      [
        makeStatus({
          id: 'S1',
          user: 'A1',
          text: 'the election is near',
          raw_html: '<p>the election is near</p>',
        }),
      ],
      [author],
    )
    renderWithApp(<StatusCard statusId="S1" />)
    const line = screen.getByRole('article', { name: 'Muted post by Alice' })
    expect(line).toHaveTextContent('muted words: Election')
    expect(screen.queryByText('the election is near')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('the election is near')).toBeInTheDocument()
  })
})
