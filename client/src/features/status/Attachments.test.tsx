import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Attachment } from '../../entities/types'
import { resetPreference, setPreference } from '../settings/preferences'
import { Attachments } from './Attachments'
import { renderWithApp, resetWorld, setUpI18n } from './testing/render'

const image = (id: string, width = 100, height = 100): Attachment => ({
  id,
  type: 'image',
  mimetype: 'image/png',
  url: `https://pleroma.example/media/${id}.png`,
  large_thumb_url: `https://pleroma.example/media/${id}-small.png`,
  description: `Picture ${id}`,
  meta: { width, height },
})

beforeAll(async () => {
  await setUpI18n()
})
beforeEach(() => {
  resetWorld()
  for (const key of ['hideNsfw', 'hideAttachments', 'hideAttachmentsInConv'] as const) {
    resetPreference(key)
  }
})

describe('<Attachments>', () => {
  it('hides sensitive media behind a placeholder until clicked, unless hideNsfw is off', () => {
    const { unmount } = renderWithApp(<Attachments attachments={[image('a')]} sensitive />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Sensitive media/ }))
    expect(screen.getByRole('img', { name: 'Picture a' })).toBeInTheDocument()
    unmount()
    setPreference('hideNsfw', false)
    renderWithApp(<Attachments attachments={[image('a')]} sensitive />)
    expect(screen.getByRole('img', { name: 'Picture a' })).toBeInTheDocument()
  })

  it('lists links instead of pictures in hide size', () => {
    setPreference('hideAttachmentsInConv', true)
    renderWithApp(
      <Attachments attachments={[image('a'), image('b')]} sensitive={false} inConversation />,
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Picture b' })).toHaveAttribute(
      'href',
      'https://pleroma.example/media/b.png',
    )
  })

  it('collapses a gallery taller than wide behind "Show all (n)"', () => {
    renderWithApp(<Attachments attachments={[image('a', 100, 300)]} sensitive={false} />)
    const more = screen.getByRole('button', { name: 'Show all (1)' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(more)
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('opens the media viewer at the clicked picture', async () => {
    renderWithApp(<Attachments attachments={[image('a'), image('b')]} sensitive={false} />)
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Picture b' }))
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Media 2 / 2')
  })
})
