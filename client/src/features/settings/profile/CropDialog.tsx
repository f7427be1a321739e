/**
 * The cropper of a picked profile image (react-easy-crop, loaded with the Profile tab): drag
 * and zoom (mouse, touch, keyboard), then save the crop or the picture as it is. By keyboard
 * (issue 21) the crop area is a Tab stop named "Crop area" whose arrows move the picture by
 * {@link KEY_STEP_PX} (Shift: a fifth of it) and whose + and - zoom as the Zoom slider does.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import 'react-easy-crop/react-easy-crop.css'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { cropImage } from './cropImage'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'

/** How far (CSS px) an arrow key moves the picture; react-easy-crop's 1 px takes 100 presses. */
export const KEY_STEP_PX = 10
const MIN_ZOOM = 1
const MAX_ZOOM = 3
const ZOOM_STEP = 0.1

/** `zoom` changed by `steps` zoom steps, kept within the slider's range. */
const zoomedBy = (zoom: number, steps: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((zoom + steps * ZOOM_STEP) * 10) / 10))

/** Props of {@link CropDialog}. */
export interface CropDialogProps {
  file: File
  /** Width / height of the crop. */
  aspect: number
  /** Called with the cropped file, or the picked one when saved without cropping. */
  onDone: (file: File) => void
  onCancel: () => void
}

/** A dialog cropping `file` to `aspect`. */
export function CropDialog({ file, aspect, onDone, onCancel }: CropDialogProps) {
  const { t } = useTranslation()
  const zoomId = useId()
  const keysId = useId()
  const [url] = useState(() => URL.createObjectURL(file))
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => () => URL.revokeObjectURL(url), [url])

  // + and - on the crop area (its arrows are react-easy-crop's own).
  const onCropKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps = { '+': 1, '=': 1, '-': -1 }[event.key]
    if (steps === undefined) return
    event.preventDefault()
    setZoom((current) => zoomedBy(current, steps))
  }

  const save = async (): Promise<void> => {
    if (!area) return onDone(file)
    try {
      onDone(await cropImage(url, area, file))
    } catch {
      setFailed(true)
    }
  }

  return (
    <Dialog
      title={t('settings.profile.image_cropper.crop_picture')}
      closeLabel={t('settings.profile.image_cropper.cancel')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={() => void save()} data-autofocus>
            {t('settings.profile.image_cropper.save')}
          </Button>
          <Button onClick={() => onDone(file)}>
            {t('settings.profile.image_cropper.save_without_cropping')}
          </Button>
          <Button onClick={onCancel}>{t('settings.profile.image_cropper.cancel')}</Button>
        </>
      }
    >
      <div className={styles.cropArea} onKeyDown={onCropKeys}>
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={aspect}
          keyboardStep={KEY_STEP_PX}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{
            role: 'application',
            'aria-label': t('settings.profile.image_cropper.crop_area'),
            'aria-describedby': keysId,
          }}
          disableAutomaticStylesInjection
        />
      </div>
      <p id={keysId} className={modal.hint}>
        {t('settings.profile.image_cropper.crop_area_keys')}
      </p>
      <label htmlFor={zoomId}>{t('settings.profile.image_cropper.zoom')}</label>
      <input
        id={zoomId}
        type="range"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={ZOOM_STEP}
        value={zoom}
        onChange={(e) => setZoom(Number(e.target.value))}
      />
      {failed && <p role="alert">{t('settings.profile.image_cropper.failed')}</p>}
    </Dialog>
  )
}
