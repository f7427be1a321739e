// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../entities/types'
import { instanceStore } from '../../state/instance'
import { getPreference, setPreference } from '../../state/preferences/preferences'
import { sessionStore } from '../../state/session'
import { StatusCard } from '../status'
import { makeStatus, makeUser } from '../status/testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from '../status/testing/render'
import { FullUserCard } from './FullUserCard'

vi.mock('../../api/endpoints/accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/endpoints/accounts')>()),
  fetchRelationships: vi.fn(() => new Promise(() => undefined)),
}))

const DAY_MS = 24 * 60 * 60 * 1000

function remoteUser(overrides: Partial<User> = {}): User {
  return makeUser({
    id: 'R1',
    screen_name: 'bob@xn--bcher-kva.example',
    screen_name_ui: 'bob@bücher.example',
    screen_name_ui_contains_non_ascii: true,
    name: 'Bob :blob:',
    emoji: [{ shortcode: 'blob', url: 'https://pleroma.example/blob.png', static_url: '' }],
    statusnet_profile_url: 'https://xn--bcher-kva.example/users/bob',
    profile_image_url: 'https://xn--bcher-kva.example/small.png',
    profile_image_url_original: 'https://xn--bcher-kva.example/full.png',
    cover_photo: 'https://xn--bcher-kva.example/banner.png',
    statuses_count: 30,
    created_at: new Date(Date.now() - 9.5 * DAY_MS).toISOString(),
    role: 'moderator',
    bot: true,
    locked: true,
    hide_followers_count: true,
    description_html: '<p>I post <em>a lot</em></p>',
    fields: [{ name: 'Site', value: 'https://bob.example' }],
    fields_html: [
      {
        name: 'Site &amp; more',
        value: '<a href="https://bob.example" onclick="alert(1)">bob.example</a>',
      },
    ],
    ...overrides,
  })
}

beforeAll(setUpI18n)
beforeEach(() => resetWorld())
afterEach(() => {
  setPreference('userPopoverAvatarAction', 'open')
  setPreference('userHighlights', [])
  vi.clearAllMocks()
})

describe('<FullUserCard> (s1 §2 "Full user card")', () => {
  it('shows name, Unicode handle with its warning, badges, counts, bio, fields and slots', () => {
    renderWithApp(
      <FullUserCard
        user={remoteUser()}
        actions={<button type="button">More actions</button>}
        note={<p>A private note</p>}
      />,
    )
    const heading = screen.getByRole('heading', { level: 1 })
    // The emoji shows as an image but is not read inside the name (issue 21).
    expect(heading).toHaveAccessibleName('Bob')
    expect(heading.querySelector('img[title=":blob:"]')).toHaveAttribute('alt', '')
    expect(screen.getByText('@bob@bücher.example')).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: /non-ASCII letters; its ASCII form is @bob@xn--bcher-kva/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('Moderator')).toBeInTheDocument()
    expect(screen.getByText('Bot')).toBeInTheDocument()
    expect(screen.getByText('Locked: follows need approval')).toBeInTheDocument()
    const statuses = screen.getByText('Statuses', { selector: 'dt' }).nextSibling
    expect(statuses).toHaveTextContent('30 (3 per day)')
    expect(screen.getByText('Following', { selector: 'dt' })).toBeInTheDocument()
    expect(screen.queryByText('Followers', { selector: 'dt' })).not.toBeInTheDocument()
    expect(screen.getByText('a lot').tagName).toBe('EM')
    expect(screen.getByText('Site & more', { selector: 'dt *' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'bob.example' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).not.toHaveAttribute('onclick')
    expect(screen.getByTestId('full-user-card-cover').style.backgroundImage).toContain('banner.png')
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument()
    expect(screen.getByText('A private note')).toBeInTheDocument()
  })

  it("shows the instance's default banner for a user without one (s1 §3 defaultBanner)", () => {
    instanceStore.setState((state) => ({
      config: { ...state.config, defaultBanner: 'https://demo.example/images/banner.png' },
    }))
    renderWithApp(<FullUserCard user={{ ...remoteUser(), cover_photo: '' }} />)
    expect(screen.getByTestId('full-user-card-cover').style.backgroundImage).toBe(
      'url("https://demo.example/images/banner.png")',
    )
  })

  it('offers visitors the remote follow form to the user’s own host (s1 §2)', () => {
    renderWithApp(<FullUserCard user={remoteUser()} />)
    const button = screen.getByRole('button', { name: 'Remote follow' })
    const form = button.closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', 'https://xn--bcher-kva.example/main/ostatus')
    expect(form).toHaveFormValues({ nickname: 'bob@xn--bcher-kva.example', profile: '' })
    expect(screen.queryByLabelText("Highlight this user's posts")).not.toBeInTheDocument()
  })

  it("says 'It's you!' on the viewer's own card, without follow or highlight", () => {
    sessionStore.setState({ user: 'R1', token: 'token' })
    renderWithApp(<FullUserCard user={remoteUser({ screen_name_ui_contains_non_ascii: false })} />)
    expect(screen.getByText("It's you!")).toBeInTheDocument()
    expect(screen.getByText('Followers', { selector: 'dt' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /non-ASCII/ })).not.toBeInTheDocument()
  })

  it('zooms the avatar to its original size per userPopoverAvatarAction', () => {
    setPreference('userPopoverAvatarAction', 'zoom')
    renderWithApp(<FullUserCard user={remoteUser()} />)
    expect(screen.getByRole('link', { name: 'View the avatar in full size' })).toHaveAttribute(
      'href',
      'https://xn--bcher-kva.example/full.png',
    )
  })

  it('opens the user popover from a mention in the bio (Pleroma data-user)', () => {
    const carol = makeUser({ id: 'C1', name: 'Carol', screen_name: 'carol' })
    store([], [carol])
    const bio =
      '<p>friend of <span class="h-card"><a class="u-url mention" data-user="C1" href="https://pleroma.example/users/carol">@<span>carol</span></a></span></p>'
    renderWithApp(<FullUserCard user={remoteUser({ description_html: bio })} />)
    const mention = screen.getByRole('link', { name: '@carol' })
    expect(mention).toHaveAttribute('href', '/users/$C1')
    fireEvent.click(mention)
    const dialog = screen.getByRole('dialog', { name: 'About @carol' })
    expect(within(dialog).getByText('Carol')).toBeInTheDocument()
  })

  it('sets the user highlight, which then marks their posts in timelines', () => {
    sessionStore.setState({ user: 'me', token: 'token' })
    const bob = remoteUser()
    store([makeStatus({ id: 'S1', user: bob.id, raw_html: '<p>hello</p>' })], [bob])
    renderWithApp(
      <>
        <FullUserCard user={bob} />
        <StatusCard statusId="S1" />
      </>,
    )
    const article = screen.getByRole('article', { name: /^Bob/ })
    expect(article.style.backgroundImage).toBe('')
    fireEvent.change(screen.getByLabelText("Highlight this user's posts"), {
      target: { value: 'striped' },
    })
    fireEvent.change(screen.getByLabelText('Highlight colour'), { target: { value: '#ff0000' } })
    expect(getPreference('userHighlights')).toEqual(['bob@xn--bcher-kva.example striped #ff0000'])
    expect(article.style.backgroundImage).toContain('repeating-linear-gradient')
    fireEvent.change(screen.getByLabelText("Highlight this user's posts"), {
      target: { value: 'side' },
    })
    expect(article.style.borderInlineStart).toBe('4px solid rgb(255, 0, 0)')
  })
})
