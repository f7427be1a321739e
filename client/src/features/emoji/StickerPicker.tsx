import { useTranslation } from 'react-i18next'
import type { StickerPack } from '../../entities/types'
import styles from './EmojiPicker.module.css'

/** A chosen sticker: its image URL (pack path + file) and file name. */
export interface Sticker {
  url: string
  name: string
}

/** Props of {@link StickerPicker}. */
export interface StickerPickerProps {
  /** The instance's packs (s1 §3 "stickers packs (pack, path, meta.title)"). */
  packs: readonly StickerPack[]
  onPick: (sticker: Sticker) => void
}

/** A sticker's label: its file name without the extension ("bread.svg" → "bread"). */
export function stickerLabel(file: string): string {
  return file.replace(/\.[^.]+$/, '')
}

/**
 * The stickers tab of the emoji picker (s1 §3; as Pleroma-FE's sticker picker): one group per
 * pack under its title, one button per image; choosing one hands it to `onPick`, which
 * uploads it as an attachment.
 */
export function StickerPicker({ packs, onPick }: StickerPickerProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.groups}>
      {packs.map((pack) => (
        <section key={pack.pack} aria-label={pack.meta.title}>
          <h3 className={styles.heading}>{pack.meta.title}</h3>
          <div className={styles.grid}>
            {pack.meta.stickers.map((file) => {
              const url = pack.path + file
              const label = stickerLabel(file)
              return (
                <button
                  key={file}
                  type="button"
                  className={styles.sticker}
                  title={label}
                  aria-label={t('emoji.add_sticker', { name: label })}
                  onClick={() => onPick({ url, name: file })}
                >
                  <img src={url} alt="" className={styles.stickerImage} loading="lazy" />
                </button>
              )
            })}
          </div>
        </section>
      ))}
    </div>
  )
}
