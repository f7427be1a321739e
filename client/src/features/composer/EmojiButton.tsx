import { Suspense, useCallback, useRef } from 'react'
import { Smile } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmojiPicker, type EmojiItem, type EmojiPickerProps } from '../emoji'
import { Spinner } from '../../ui/Spinner'
import { usePopover } from '../../ui/usePopover'
import styles from './Composer.module.css'

/** Props of {@link EmojiButton}. */
export interface EmojiButtonProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (item: EmojiItem) => void
  onSticker: NonNullable<EmojiPickerProps['onSticker']>
}

/**
 * The composer's emoji button and the emoji / sticker picker it opens (s1 §9; the picker and its
 * emoji data are a lazy chunk, loaded on first open). The picker floats whole on screen below the button (above it when there is no room);
 * Escape and a press outside close it, Escape giving focus back to the button (ui/usePopover).
 */
export function EmojiButton({ open, onOpenChange, onPick, onSticker }: EmojiButtonProps) {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const close = useCallback(() => onOpenChange(false), [onOpenChange])
  usePopover({ open, onClose: close, anchor: button, floating: popover, placement: 'bottom-start' })
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={t('post_status.emoji')}
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      >
        <Smile size={18} aria-hidden="true" />
      </button>
      {open && (
        <div ref={popover} className={styles.emojiPopover}>
          <Suspense fallback={<Spinner />}>
            <EmojiPicker onPick={onPick} onSticker={onSticker} />
          </Suspense>
        </div>
      )}
    </>
  )
}
