import { Paperclip, Send } from 'lucide-react'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { Attachment } from '../../entities/types'
import { EmojiButton, useUploads, type UploadFailure } from '../composer'
import { useHeldFocus } from '../../ui/useHeldFocus'
import styles from './Chats.module.css'
import { formatNumber } from '../../i18n'

/** The widest viewport that counts as mobile, px (s1 §2 "Layout types"). */
const MOBILE_QUERY = '(max-width: 800px)'

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** Sends the text (plain) and at most one attachment. */
  onSend: (text: string, attachment: Attachment | null) => void
  /** No sending while the chat cannot be loaded (s2 §8). */
  disabled: boolean
}

/**
 * The chat composer (s1 §2 "Chat view"; DECISIONS.md "Chat composer"): a message box up to 160 px
 * high, focused once the chat is ready except on mobile, where Enter sends and Shift+Enter starts a new line; the
 * emoji picker (composer's EmojiButton); one attachment (composer's uploads); no subject, scope,
 * poll, sensitivity or preview. An empty message without a file gives 'Cannot post empty
 * message' (s1 §5).
 */
export function ChatComposer({ onSend, disabled }: ChatComposerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [attachment, setAttachment] = useState<Attachment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [emojiOpen, setEmojiOpen] = useState(false)
  const onFailed = useCallback(
    (reason: UploadFailure) =>
      setError('text' in reason ? reason.text : t(reason.key, reason.args)),
    [t],
  )
  const { running, upload, uploadSticker } = useUploads(attachment ? 1 : 0, setAttachment, onFailed)
  const [autoFocus] = useState(
    () => typeof window.matchMedia !== 'function' || !window.matchMedia(MOBILE_QUERY).matches,
  )
  useEffect(() => {
    if (autoFocus && !disabled) box.current?.focus()
  }, [autoFocus, disabled])
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (disabled || running.length > 0) return
    if (text.trim() === '' && !attachment) {
      setError(t('chats.empty_message_error'))
      return
    }
    onSend(text, attachment)
    setText('')
    setAttachment(null)
    setError(null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  // Busy from the file it chose until sent: focus stays on it meanwhile (ui/useHeldFocus).
  const attachFocus = useHeldFocus(disabled || attachment !== null || running.length > 0, () =>
    fileInput.current?.click(),
  )
  const insert = (value: string) => {
    const field = box.current
    const start = field?.selectionStart ?? text.length
    const end = field?.selectionEnd ?? text.length
    setText(text.slice(0, start) + value + text.slice(end))
  }
  return (
    <form className={styles.composer} onSubmit={submit}>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {(attachment || running.length > 0) && (
        <p className={styles.faintInline}>
          {attachment
            ? t(`chats.file_type.${attachment.type === 'unknown' ? 'file' : attachment.type}`)
            : `${formatNumber(running[0]?.percent ?? 0)}%`}
        </p>
      )}
      <div className={styles.composerRow}>
        <textarea
          ref={box}
          className={styles.messageBox}
          aria-label={t('chats.message')}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('chats.message')}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <EmojiButton
          open={emojiOpen}
          onOpenChange={setEmojiOpen}
          onPick={(item) => insert(item.replacement)}
          onSticker={(sticker) => uploadSticker(sticker.url, sticker.name)}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('chats.attach')}
          {...attachFocus}
        >
          <Paperclip size={18} aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          onChange={(e) => {
            upload([...(e.target.files ?? [])].slice(0, 1))
            e.target.value = ''
          }}
        />
        <button
          type="submit"
          className={styles.iconButton}
          aria-label={t('chats.send')}
          disabled={disabled}
        >
          <Send size={18} aria-hidden="true" />
        </button>
      </div>
    </form>
  )
}
