import { fireEvent, screen } from '@testing-library/react'
import { UserAvatar } from '../../content/UserAvatar'
import { StatusCard } from './StatusCard'
import { makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

beforeAll(setUpI18n)
beforeEach(() => resetWorld(['about', 'main']))

function renderBrokenRepeat() {
  const alice = makeUser({ id: 'A1', name: 'Alice', profile_image_url: 'https://x.example/a.png' })
  const bob = makeUser({ id: 'B1', name: 'Bob', profile_image_url: 'https://x.example/b.png' })
  const original = makeStatus({ id: 'O1', user: alice.id, raw_html: '<p>Hello</p>' })
  const repeat = makeStatus({ id: 'R1', user: bob.id, type: 'retweet', retweeted_status: 'O1' })
  store([original, repeat], [alice, bob])
  const { container } = renderWithApp(<StatusCard statusId="R1" />)
  const images = [...container.querySelectorAll('img')]
  expect(images).toHaveLength(2)
  for (const image of images) fireEvent.error(image)
  return container
}

describe('avatars that fail to load (issue 11 item 13)', () => {
  it('show a placeholder instead of a broken image in a post and its repeat header', () => {
    const container = renderBrokenRepeat()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelectorAll('[data-avatar-placeholder]')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Bob' })).toBeInTheDocument()
  })

  it('show a placeholder in the avatar link of lists (notifications, follow requests)', () => {
    const carol = makeUser({
      id: 'C1',
      name: 'Carol',
      profile_image_url: 'https://x.example/c.png',
    })
    const { container } = renderWithApp(<UserAvatar user={carol} />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Carol' })).toContainElement(
      container.querySelector<HTMLElement>('[data-avatar-placeholder]'),
    )
  })
})
