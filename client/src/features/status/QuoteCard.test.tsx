// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { StatusCard } from './StatusCard'
import { makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

beforeAll(setUpI18n)
beforeEach(() => resetWorld())

const bob = makeUser({ id: 'BOB', screen_name: 'bob', name: 'Bob' })
const alex = makeUser({ id: 'ALEX', screen_name: 'alex@quotes.example', name: 'Alex' })

describe('quote posts as an embedded card (issue 13)', () => {
  it('shows the quoted author, text and a link to the quoted post', () => {
    const quoted = makeStatus({
      id: 'Q1',
      user: 'ALEX',
      text: 'The original thought',
      raw_html:
        '<p>The original thought<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    })
    const quoting = makeStatus({ id: 'S1', user: 'BOB', text: 'Well said', quote: 'Q1' })
    store([quoted, quoting], [bob, alex])
    renderWithApp(<StatusCard statusId="S1" />)
    const card = screen.getByRole('complementary', { name: 'Quoted post by Alex' })
    expect(card).toHaveTextContent('Alex@alex@quotes.example')
    expect(card).toHaveTextContent('The original thought')
    expect(within(card).getByRole('link', { name: 'Open the quoted post' })).toHaveAttribute(
      'href',
      '/notice/Q1',
    )
    expect(card.querySelector('script, [onerror]')).toBeNull()
  })

  it('keeps a quoted content warning closed: only its subject shows', () => {
    const quoted = makeStatus({
      id: 'Q1',
      user: 'ALEX',
      summary: 'Spoilers',
      raw_html: '<p>The ending</p>',
    })
    store([quoted, makeStatus({ id: 'S1', user: 'BOB', quote: 'Q1' })], [bob, alex])
    renderWithApp(<StatusCard statusId="S1" />)
    const card = screen.getByRole('complementary', { name: 'Quoted post by Alex' })
    expect(card).toHaveTextContent('Spoilers')
    expect(card).not.toHaveTextContent('The ending')
  })

  it('shows no card when the quoted post is not known', () => {
    store([makeStatus({ id: 'S1', user: 'BOB', quote: 'GONE' })], [bob])
    renderWithApp(<StatusCard statusId="S1" />)
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
