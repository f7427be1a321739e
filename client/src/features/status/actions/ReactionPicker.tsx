import { SmilePlus } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFixedT } from '../../../i18n/useFixedT'
import styles from './Actions.module.css'
import menuStyles from '../../../ui/Menu.module.css'
import { toggleReaction } from './statusActions'
import { entities } from '../../../state/entities'
import { reactionName } from '../../../lib/emoji'
import { usePopover } from '../../../ui/usePopover'

/** The quick emoji row (s1 §9): thumbs up, angry, eyes, laughing, fire. */
export const QUICK_EMOJI = ['👍', '😠', '👀', '😂', '🔥'] as const

/** Props of {@link ReactionPicker}. */
export interface ReactionPickerProps {
  statusId: string
  /** The signed-in user's id. */
  viewerId: string | null
}

/**
 * The React button (s1 §2 "emoji reactions", §9 quick emoji): opens a small popover with the
 * quick emoji row and a text field for any other emoji (unicode, or a custom `:shortcode:`).
 * Choosing adds the reaction (or removes it when the viewer already reacted with it) and
 * closes the popover. Add stays a Tab stop while the field is empty (aria-disabled, it does
 * nothing then), so a keyboard user meets it. Escape closes and returns focus to the button; the popover floats whole on
 * screen (ui/usePopover).
 */
export function ReactionPicker({ statusId, viewerId }: ReactionPickerProps) {
  const { t } = useFixedT()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const popoverId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popoverRef = useRef<HTMLDivElement>(null)

  const dismiss = useCallback(() => {
    setOpen(false)
    setText('')
  }, [])
  usePopover({
    open,
    onClose: dismiss,
    anchor: buttonRef,
    floating: popoverRef,
    placement: 'bottom-end',
  })

  useEffect(() => {
    if (open) popoverRef.current?.querySelector<HTMLElement>('button')?.focus()
  }, [open])

  const label = t('status.action.react')
  const close = () => {
    dismiss()
    buttonRef.current?.focus()
  }
  const react = (emoji: string) => {
    const name = reactionName(emoji)
    if (name === '') return
    const mine = entities()
      .getState()
      .statuses[statusId]?.emoji_reactions.some((r) => r.name === name && r.me)
    close()
    void toggleReaction(statusId, name, !mine, viewerId)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    react(text)
  }
  return (
    <div className={menuStyles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.action}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SmilePlus aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label={label}
          className={menuStyles.menu}
        >
          <div className={styles.quickRow}>
            {QUICK_EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className={styles.emojiButton}
                aria-label={t('status.react_with', { emoji })}
                onClick={() => react(emoji)}
              >
                {emoji}
              </button>
            ))}
          </div>
          <form className={styles.reactForm} onSubmit={onSubmit}>
            <input
              className={styles.input}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-label={t('status.react_other')}
              placeholder={t('status.react_placeholder')}
            />
            <button type="submit" className={styles.button} aria-disabled={text.trim() === ''}>
              {t('status.react_submit')}
            </button>
          </form>
        </div>
      ) : null}
    </div>
  )
}
