import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities/types'
import { initI18n } from '../../i18n'
import { ChatComposer } from './ChatComposer'

const uploadMedia = vi.fn()
vi.mock('../../api/endpoints/media', () => ({
  uploadMedia: (...args: unknown[]) => uploadMedia(...args),
  describeMedia: vi.fn(),
}))

const picture = { id: 'm1', type: 'image', url: 'https://x.example/m1.png' } as Attachment

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => uploadMedia.mockReset())

describe('the chat composer (s1 §2 "Chat view", issue 21)', () => {
  it('keeps focus on Attach while the file it chose uploads and waits to be sent', async () => {
    let uploaded: (attachment: Attachment) => void = () => undefined
    uploadMedia.mockImplementation(
      () =>
        new Promise<Attachment>((resolve) => {
          uploaded = resolve
        }),
    )
    const user = userEvent.setup()
    const { container } = render(<ChatComposer onSend={() => undefined} disabled={false} />)
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    const chooser = vi.spyOn(input, 'click').mockImplementation(() => undefined)
    const attach = screen.getByRole('button', { name: 'Attach a file' })
    await user.click(attach)
    expect(chooser).toHaveBeenCalledTimes(1)
    fireEvent.change(input, { target: { files: [new File(['x'], 'cat.png')] } })
    // Unavailable but still focused (ui/useHeldFocus): focus does not fall to the page body.
    expect(attach).toHaveFocus()
    expect(attach).toHaveAttribute('aria-disabled', 'true')
    expect(attach).toBeEnabled()
    await user.click(attach)
    expect(chooser).toHaveBeenCalledTimes(1)
    await act(async () => uploaded(picture))
    expect(screen.getByText('Image')).toBeVisible()
    expect(attach).toHaveFocus()
    await user.tab()
    expect(attach).toBeDisabled()
  })
})
