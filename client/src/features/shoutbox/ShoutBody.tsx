import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { UserName } from '../../content/UserName'
import type { ShoutMessage } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import { userRoute } from '../../lib/userLink'
import { useInstance } from '../../state/instance'
import { Avatar } from '../../ui/Avatar'
import { shoutStore } from '../../state/shoutbox'
import styles from './Shoutbox.module.css'

/** One line: the author's avatar and name (custom emoji shown, linking to the profile), the text as text. */
function ShoutLine({ message }: { message: ShoutMessage }) {
  const restricted = useInstance((state) => state.config.restrictedNicknames)
  const { author } = message
  const to = userRoute(author.id, author.screen_name, restricted)
  const src = author.profile_image_url
  return (
    <li className={styles.message}>
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <Avatar src={isWebUrl(src) ? src : null} alt="" className={styles.avatar} />
      </Link>
      <div className={styles.body}>
        <Link to={to} className={styles.name} title={`@${author.screen_name}`}>
          <UserName user={author} />
        </Link>
        <p className={styles.text}>{message.text}</p>
      </div>
    </li>
  )
}

/**
 * The shoutbox's messages and its input (s1 §2 "Shoutbox"): the last 19 lines, oldest first,
 * kept scrolled to the newest; the input sends on Enter (Shift+Enter: a new line) and empties;
 * blank text is not sent. Until the channel is joined it says so and the input is disabled.
 * `autoFocus`: the input takes focus when shown (the floating panel, opened by a press).
 */
export function ShoutBody({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation()
  const joined = shoutStore((state) => state.joined)
  const messages = shoutStore((state) => state.messages)
  const send = shoutStore((state) => state.send)
  const [text, setText] = useState('')
  const list = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const element = list.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages])

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!send || !text.trim()) return
    send(text)
    setText('')
  }

  return (
    <div className={styles.content}>
      {!joined && <p className={styles.status}>{t('shoutbox.connecting')}</p>}
      {joined && messages.length === 0 && <p className={styles.status}>{t('shoutbox.empty')}</p>}
      <ol ref={list} className={styles.messages} aria-label={t('shoutbox.messages')}>
        {messages.map((message) => (
          <ShoutLine key={message.id} message={message} />
        ))}
      </ol>
      <textarea
        className={styles.input}
        aria-label={t('shoutbox.input')}
        placeholder={t('shoutbox.input')}
        value={text}
        disabled={!joined}
        // Shown by the press that asked for it.
        autoFocus={autoFocus}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  )
}
