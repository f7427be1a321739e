/**
 * The cropper of a picked profile image (react-easy-crop, loaded with the Profile tab): drag
 * and zoom (mouse, touch, keyboard arrows), then save the crop or the picture as it is.
 */
import { useEffect, useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import 'react-easy-crop/react-easy-crop.css'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { cropImage } from './cropImage'
import styles from './ProfileTab.module.css'

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
  const [url] = useState(() => URL.createObjectURL(file))
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => () => URL.revokeObjectURL(url), [url])

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
      <div className={styles.cropArea}>
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          disableAutomaticStylesInjection
        />
      </div>
      <label htmlFor={zoomId}>{t('settings.profile.image_cropper.zoom')}</label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.1}
        value={zoom}
        onChange={(e) => setZoom(Number(e.target.value))}
      />
      {failed && <p role="alert">{t('settings.profile.image_cropper.failed')}</p>}
    </Dialog>
  )
}
