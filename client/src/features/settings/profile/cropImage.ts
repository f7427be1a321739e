/**
 * Cuts the chosen part out of a picked image in the browser (canvas), so only the crop is
 * uploaded. Keeps JPEG as JPEG, everything else becomes PNG.
 */
import { clampCrop, type PixelCrop } from './profileRules'

/** Loads `url` into an image element. @throws Error when the file is not a readable image */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The picked file is not a readable image'))
    image.src = url
  })
}

/**
 * The part `crop` (image px) of the image at `url` as a file named like `name`.
 * @throws Error when the image cannot be read or drawn
 */
export async function cropImage(url: string, crop: PixelCrop, file: File): Promise<File> {
  const image = await loadImage(url)
  const area = clampCrop(crop, image.naturalWidth, image.naturalHeight)
  const canvas = document.createElement('canvas')
  canvas.width = area.width
  canvas.height = area.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height)
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png'
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type))
  if (!blob) throw new Error('The crop could not be encoded')
  const base = file.name.replace(/\.[^.]*$/, '') || 'image'
  return new File([blob], `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`, { type })
}
