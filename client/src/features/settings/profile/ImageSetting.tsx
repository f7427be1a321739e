/**
 * One profile image (avatar, banner or background; s1 §2 Profile tab): the current picture,
 * the instance's upload limit in human units (s1 §5), for the avatar the 150x150 px
 * recommendation; a picked file over the limit is refused before upload, else cropped
 * (CropDialog) and sent as form data; "reset" goes back to the instance's default (`""`).
 */
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../../entities/types'
import { formatLocale, formatNumber } from '../../../i18n'
import { formatFileSize } from '../../../lib/fileSize'
import { useInstance } from '../../../state/instance'
import { Button } from '../../../ui/Button'
import { CropDialog } from './CropDialog'
import { isTooLarge, MIN_AVATAR_PX, PROFILE_IMAGES, type ProfileImage } from './profileRules'
import { saveProfile } from './useProfileSave'
import modal from '../SettingsModal.module.css'
import styles from './ProfileTab.module.css'

const CURRENT: Record<ProfileImage, (user: User) => string | null> = {
  avatar: (user) => user.profile_image_url,
  banner: (user) => user.cover_photo,
  background: (user) => user.background_image,
}

/** The setting of one profile image of `user`. */
export function ImageSetting({ user, kind }: { user: User; kind: ProfileImage }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const { param, limit: limitKey, aspect } = PROFILE_IMAGES[kind]
  const limit = useInstance((s) => s.config.uploadlimit[limitKey])
  const [picked, setPicked] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const current = CURRENT[kind](user)

  const pick = (file: File | undefined): void => {
    if (input.current) input.current.value = ''
    if (!file) return
    if (isTooLarge(file.size, limit)) {
      const size = formatFileSize(file.size, formatLocale())
      const allowed = formatFileSize(limit ?? 0, formatLocale())
      setError(
        t('settings.profile.file_too_big', {
          filesize: size.num,
          filesizeunit: size.unit,
          allowedsize: allowed.num,
          allowedsizeunit: allowed.unit,
        }),
      )
      return
    }
    setError(null)
    setPicked(file)
  }

  const send = async (value: File | ''): Promise<void> => {
    setPicked(null)
    setBusy(true)
    if (value === '') await saveProfile({ [param]: '' })
    else {
      const form = new FormData()
      form.append(param, value, value.name)
      await saveProfile(form)
    }
    setBusy(false)
  }

  const size = limit ? formatFileSize(limit, formatLocale()) : null
  return (
    <div className={styles.image} aria-busy={busy}>
      <h4 id={`${id}-title`}>{t(`settings.profile.${kind}`)}</h4>
      {current ? (
        <img src={current} alt={t(`settings.profile.current_${kind}`)} className={styles[kind]} />
      ) : (
        <p>{t('settings.profile.no_background')}</p>
      )}
      {kind === 'avatar' && (
        <p className={modal.hint}>
          {t('settings.profile.avatar_size_instruction', { size: formatNumber(MIN_AVATAR_PX) })}
        </p>
      )}
      {size && (
        <p className={modal.hint}>
          {t('settings.profile.upload_limit', { num: size.num, unit: size.unit })}
        </p>
      )}
      <div className={styles.row}>
        <Button onClick={() => input.current?.click()} disabled={busy} holdFocus>
          {t(`settings.profile.set_new_${kind}`)}
        </Button>
        <Button onClick={() => void send('')} disabled={busy}>
          {t(`settings.profile.reset_${kind}`)}
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-labelledby={`${id}-title`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {picked && (
        <CropDialog
          file={picked}
          aspect={aspect}
          onDone={(file) => void send(file)}
          onCancel={() => setPicked(null)}
        />
      )}
    </div>
  )
}
