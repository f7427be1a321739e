import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { BarChart3, Eye, Paperclip } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../state/session'
import { useInstance } from '../../state/instance'
import type { Attachment, Status, Visibility } from '../../entities/types'
import type { EmojiItem } from '../emoji'
import { usePreference } from '../../state/preferences/preferences'
import { RichText } from '../../content/RichText'
import { applySuggestion, wordAtCaret } from './autocomplete'
import { ComposerAttachments } from './Attachments'
import { CharacterCounter } from './CharacterCounter'
import { EmojiButton } from './EmojiButton'
import type { Draft, DraftContext } from './draft'
import { PollForm } from './PollForm'
import { emptyPoll } from './pollRules'
import { charactersLeft, isOverLimit, scopeWarning, visibleScopes } from './rules'
import { useComposer } from './useComposer'
import { useEmojiList } from '../emoji'
import { usePreview } from './usePreview'
import { useSuggestions } from './useSuggestions'
import { useUploads, type UploadFailure } from './useUploads'
import styles from './Composer.module.css'
import { useHeldFocus } from '../../ui/useHeldFocus'
import { useUser } from '../../state/entities'

/** Props of {@link Composer}. */
export interface ComposerProps {
  context: DraftContext
  /** The draft to start from (a saved draft, or a fresh one). */
  initial: Draft
  /** Scope of the replied-to or edited status (scope selector rules, s1 §5). */
  originalScope?: Visibility | null
  autoFocus?: boolean
  onPosted?: (status: Status) => void
  /** Accessible name of the form. */
  label: string
}

/**
 * The post form (s1 §2, §4, §5, §9): text (grows), subject, content type, scope, sensitive,
 * counter, uploads (pick, drop, paste), poll, emoji picker, preview, submit by button, Enter
 * (submitOnEnter) or Ctrl/Meta+Enter, autocomplete. The field is named "Post text" (its
 * placeholder is only an example) and described by the counter; suggestions follow ARIA's
 * autocomplete pattern on a text box (aria-autocomplete, aria-controls, aria-activedescendant;
 * a textarea may not take role=combobox), their number said in a polite live region. Editing
 * (context edit) hides the poll and disables the scope selector.
 */
export function Composer({
  context,
  initial,
  originalScope,
  autoFocus,
  onPosted,
  label,
}: ComposerProps) {
  const { t } = useTranslation()
  const uid = useId()
  const { draft, update, posting, error, setError, submit } = useComposer(
    context,
    initial,
    onPosted,
  )
  const config = useInstance((s) => s.config)
  const me = useUser(useSession((s) => s.user))
  const submitOnEnter = usePreference('submitOnEnter')
  const minimalScopesMode = usePreference('minimalScopesMode')
  const padEmoji = usePreference('padEmoji')
  const hideScopeNotice = usePreference('hideScopeNotice')
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [closed, setClosed] = useState<string | null>(null)
  const [pickerOpen, setPickerOpen] = useState(false)
  const [previewOn, setPreviewOn] = useState(false)
  const emoji = useEmojiList(pickerOpen || draft.status.includes(':'))
  const editing = context.kind === 'edit'
  const word = wordAtCaret(draft.status, caret)
  const suggestions = useSuggestions(word, emoji)
  const open = suggestions.length > 0 && word !== null && closed !== `${word.start}:${word.text}`
  const preview = usePreview(previewOn, draft, context.kind === 'reply' ? context.statusId : null)

  const onUploaded = useCallback(
    (file: Attachment) => update((current) => ({ files: [...current.files, file] })),
    [update],
  )
  const onFailed = useCallback(
    (reason: UploadFailure) =>
      setError({
        server:
          t('upload.error.base') +
          ' ' +
          ('key' in reason ? t(reason.key, reason.args) : reason.text || t('upload.error.default')),
      }),
    [setError, t],
  )
  const { running, upload, uploadSticker } = useUploads(draft.files.length, onUploaded, onFailed)

  const left = charactersLeft(draft.status, draft.spoilerText, config.textlimit)
  const disabled =
    posting || running.length > 0 || isOverLimit(draft.status, draft.spoilerText, config.textlimit)
  const submitFocus = useHeldFocus(disabled)
  // A form opened to write (a reply, a mention) starts typing after the text it holds ("@bob ").
  useEffect(() => {
    const field = textarea.current
    if (autoFocus && field) field.setSelectionRange(field.value.length, field.value.length)
  }, [autoFocus])
  const scopes = visibleScopes({
    minimalScopesMode,
    current: draft.visibility,
    original: originalScope ?? null,
    defaultScope: me?.default_scope ?? 'public',
  })
  const warning = scopeWarning(draft.visibility, me?.locked ?? false, config.safeDM)
  const listId = `${uid}-suggestions`
  const counterId = `${uid}-counter`

  const pick = (replacement: string, isEmoji: boolean) => {
    if (!word) return
    const next = applySuggestion(draft.status, word, replacement, !isEmoji || padEmoji)
    update({ status: next.text })
    setCaret(next.caret)
    requestAnimationFrame(() => textarea.current?.setSelectionRange(next.caret, next.caret))
  }
  const insertEmoji = (item: EmojiItem) => {
    const at = textarea.current?.selectionStart ?? draft.status.length
    const text = padEmoji ? `${item.replacement} ` : item.replacement
    update({ status: draft.status.slice(0, at) + text + draft.status.slice(at) })
    setCaret(at + text.length)
  }
  const trySubmit = () => {
    if (disabled || open) return
    void submit()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && word) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        const step = e.key === 'ArrowDown' ? 1 : -1
        setActive((i) => (i + step + suggestions.length) % suggestions.length)
        return
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault()
        const chosen = suggestions[Math.min(active, suggestions.length - 1)]
        if (chosen) pick(chosen.replacement, word.text.startsWith(':'))
        return
      }
      if (e.key === 'Escape') {
        e.preventDefault()
        setClosed(`${word.start}:${word.text}`)
        return
      }
    }
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || (submitOnEnter && !e.shiftKey))) {
      e.preventDefault()
      trySubmit()
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault()
        trySubmit()
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        if (e.dataTransfer.files.length === 0) return
        e.preventDefault()
        upload([...e.dataTransfer.files])
      }}
    >
      {(config.alwaysShowSubjectInput || draft.spoilerText !== '') && (
        <input
          className={styles.input}
          aria-label={t('post_status.content_warning')}
          placeholder={t('post_status.content_warning')}
          value={draft.spoilerText}
          onChange={(e) => update({ spoilerText: e.target.value })}
        />
      )}
      <div className={styles.textWrap}>
        <textarea
          ref={textarea}
          data-composer=""
          className={styles.textarea}
          aria-label={t('post_status.text_label')}
          placeholder={t('post_status.default')}
          value={draft.status}
          autoFocus={autoFocus}
          aria-describedby={left !== null ? counterId : undefined}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            update({ status: e.target.value })
            setCaret(e.target.selectionStart)
            setActive(0)
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onPaste={(e) => {
            const files = [...e.clipboardData.files]
            if (files.length === 0) return
            e.preventDefault()
            upload(files)
          }}
        />
        <ul
          id={listId}
          role="listbox"
          className={styles.suggestions}
          hidden={!open}
          aria-label={t('post_status.suggestions')}
        >
          {open &&
            suggestions.map((s, i) => (
              <li
                key={s.replacement}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                onMouseDown={(e) => {
                  e.preventDefault()
                  pick(s.replacement, word?.text.startsWith(':') ?? false)
                }}
              >
                {s.imageUrl && <img src={s.imageUrl} alt="" className={styles.suggestionImage} />}
                <span>{s.displayText}</span>
                <span className={styles.faint}>{s.detailText}</span>
              </li>
            ))}
        </ul>
        <span className="visually-hidden" aria-live="polite">
          {open ? t('post_status.suggestions_count', { count: suggestions.length }) : ''}
        </span>
      </div>
      <ComposerAttachments
        files={draft.files}
        descriptions={draft.mediaDescriptions}
        running={running}
        onDescribe={(id, text) =>
          update({ mediaDescriptions: { ...draft.mediaDescriptions, [id]: text } })
        }
        onRemove={(id) => update({ files: draft.files.filter((f) => f.id !== id) })}
      />
      {!editing && draft.poll && (
        <PollForm poll={draft.poll} onChange={(poll) => update({ poll })} />
      )}
      <div className={styles.row}>
        <select
          className={styles.select}
          aria-label={t('post_status.scope_label')}
          value={draft.visibility}
          disabled={editing}
          onChange={(e) => update({ visibility: e.target.value as Visibility })}
        >
          {scopes.map((scope) => (
            <option key={scope} value={scope}>
              {t(`post_status.scope.${scope}`)}
            </option>
          ))}
        </select>
        {config.postFormats.length > 1 ? (
          <select
            className={styles.select}
            aria-label={t('post_status.content_type_label')}
            value={draft.contentType}
            onChange={(e) => update({ contentType: e.target.value })}
          >
            {config.postFormats.map((format) => (
              <option key={format} value={format}>
                {t(`post_status.content_type.${format}`, { defaultValue: format })}
              </option>
            ))}
          </select>
        ) : (
          config.postFormats[0] &&
          config.postFormats[0] !== 'text/plain' && (
            <span className={styles.faint}>
              {t(`post_status.content_type.${config.postFormats[0]}`, {
                defaultValue: config.postFormats[0],
              })}
            </span>
          )
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.nsfw}
            onChange={(e) => update({ nsfw: e.target.checked })}
          />
          {t('post_status.attachments_sensitive')}
        </label>
      </div>
      {warning && !hideScopeNotice && <p className={styles.warning}>{t(warning)}</p>}
      <div className={styles.row}>
        <label className={styles.iconButton} title={t('post_status.add_media')}>
          <Paperclip size={18} aria-hidden="true" />
          <input
            type="file"
            multiple
            className="visually-hidden"
            aria-label={t('post_status.add_media')}
            onChange={(e) => {
              upload([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
        </label>
        <EmojiButton
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          onPick={insertEmoji}
          onSticker={(sticker) => uploadSticker(sticker.url, sticker.name)}
        />
        {!editing && config.pollsAvailable && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('post_status.poll_toggle')}
            aria-pressed={draft.poll !== null}
            onClick={() => update({ poll: draft.poll ? null : emptyPoll() })}
          >
            <BarChart3 size={18} aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('post_status.preview')}
          aria-pressed={previewOn}
          onClick={() => setPreviewOn((o) => !o)}
        >
          <Eye size={18} aria-hidden="true" />
        </button>
        {left !== null && <CharacterCounter id={counterId} left={left} />}
        <button type="submit" className={styles.submit} {...submitFocus}>
          {posting ? t('post_status.posting') : t('post_status.post')}
        </button>
      </div>
      <div role="alert" aria-live="assertive">
        {error && (
          <p className={styles.error}>
            {'key' in error ? t(error.key) : t('post_status.error', { message: error.server })}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('post_status.dismiss_error')}
              onClick={() => setError(null)}
            >
              ×
            </button>
          </p>
        )}
      </div>
      {preview.state !== 'off' && (
        <section
          className={styles.preview}
          aria-label={t('post_status.preview')}
          aria-live="polite"
        >
          {preview.state === 'loading' && (
            <p className={styles.faint}>{t('post_status.preview_loading')}</p>
          )}
          {preview.state === 'empty' && (
            <p className={styles.faint}>{t('post_status.preview_empty')}</p>
          )}
          {preview.state === 'error' && <p className={styles.error}>{preview.message}</p>}
          {preview.state === 'result' && (
            <>
              {preview.status.summary_raw_html && (
                <RichText html={preview.status.summary_raw_html} inline />
              )}
              <RichText html={preview.status.raw_html} emoji={preview.status.emojis} />
            </>
          )}
        </section>
      )}
    </form>
  )
}
