import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setUpI18n } from '../../status/testing/render'
import { CropDialog } from './CropDialog'
import { cropImage } from './cropImage'

vi.mock('./cropImage', () => ({ cropImage: vi.fn() }))

const picked = new File(['png'], 'me.png', { type: 'image/png' })

/**
 * The crop dialog of a 150x150 px picture in a 400x300 px crop box (happy-dom lays nothing
 * out, so the sizes react-easy-crop measures are given here), the picture loaded.
 */
function renderLoaded(onDone = vi.fn()) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 400, 300),
  )
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(150)
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(150)
  render(<CropDialog file={picked} aspect={1} onDone={onDone} onCancel={vi.fn()} />)
  const dialog = screen.getByRole('dialog', { name: 'Crop picture' })
  const picture = dialog.querySelector('img')
  if (!picture) throw new Error('no picture')
  fireEvent.load(picture)
  return { picture, onDone }
}

beforeAll(setUpI18n)
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:me', revokeObjectURL() {} }),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('cropping a profile picture by keyboard (issue 21)', () => {
  it('zooms with + and -, moves the picture 10 px an arrow, and saves with Enter', async () => {
    const user = userEvent.setup()
    vi.mocked(cropImage).mockResolvedValue(new File(['cut'], 'me.png'))
    const { picture, onDone } = renderLoaded()
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toHaveFocus()
    await user.tab({ shift: true })
    const zoom = screen.getByRole('slider', { name: 'Zoom' })
    expect(zoom).toHaveFocus()
    await user.tab({ shift: true })
    const area = screen.getByRole('application', { name: 'Crop area' })
    expect(area).toHaveFocus()
    expect(area).toHaveAccessibleDescription('The arrow keys move the picture, + and − zoom it.')

    await user.keyboard('++-+')
    expect(zoom).toHaveValue('1.2')
    await user.keyboard('{ArrowRight}')
    expect(picture.style.transform).toContain('translate(10px, 0px)')
    expect(picture.style.transform).toContain('scale(1.2)')
    // Pressed again at the edge (a 1.2 zoom leaves 30 px each side), it stays there.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(picture.style.transform).toContain('translate(30px, 0px)')
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect(picture.style.transform).toContain('translate(28px, 0px)')

    await user.tab()
    await user.tab()
    expect(save).toHaveFocus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled())
    // The crop saved is the zoomed, moved one: 125 px of the 150, left of the middle.
    const [, area125] = vi.mocked(cropImage).mock.calls[0] ?? []
    expect(area125).toMatchObject({ width: 125, height: 125 })
    expect(area125?.x).toBeLessThan(12.5)
  })

  it('keeps the zoom between 1 and 3', async () => {
    const user = userEvent.setup()
    renderLoaded()
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.keyboard('--')
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('1')
    await user.keyboard('+'.repeat(25))
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('3')
  })
})
