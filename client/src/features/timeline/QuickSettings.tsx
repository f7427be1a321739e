import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Eye, Filter } from 'lucide-react'
import { useSignedIn } from '../../state/session'
import type { PreferenceKey, Preferences } from '../../state/preferences/preferenceDefinitions'
import { setPreference, usePreference } from '../../state/preferences/preferences'
import { usePopover } from '../../ui/usePopover'
import styles from './TimelineHeader.module.css'

type BooleanKey = {
  [K in PreferenceKey]: Preferences[K] extends boolean ? K : never
}[PreferenceKey]

/** A checkbox bound to a boolean preference. */
function PreferenceCheckbox({ name, labelKey }: { name: BooleanKey; labelKey: string }) {
  const { t } = useTranslation()
  const value = usePreference(name)
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={value}
        onChange={(event) => setPreference(name, event.target.checked)}
      />
      {t(labelKey)}
    </label>
  )
}

/** A group of radio buttons bound to a preference with fixed words. */
function PreferenceRadios<K extends 'replyVisibility' | 'conversationDisplay'>({
  name,
  legendKey,
  options,
}: {
  name: K
  legendKey: string
  options: readonly { value: Preferences[K]; labelKey: string }[]
}) {
  const { t } = useTranslation()
  const value = usePreference(name)
  const group = useId()
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(legendKey)}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={group}
            checked={value === option.value}
            onChange={() => setPreference(name, option.value)}
          />
          {t(option.labelKey)}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * A header button opening a small non-modal dialog of settings; Escape or a press outside closes
 * it and Escape gives focus back to the button.
 */
function QuickPopover({
  label,
  icon,
  children,
}: {
  label: string
  icon: ReactNode
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  usePopover({
    open,
    onClose: close,
    anchor: buttonRef,
    floating: panelRef,
    root: rootRef,
    placement: 'bottom-end',
  })
  return (
    <div className={styles.popupRoot} ref={rootRef}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          className={styles.popover}
        >
          {children}
        </div>
      )}
    </div>
  )
}

/**
 * The quick filter popover (s1 §2 timeline header): which replies the timeline asks for
 * (replyVisibility, members only), hideFilteredStatuses and muteBotStatuses. Changes are saved
 * preferences (features/settings/preferences.ts); the timeline refetches on a new query.
 */
export function QuickFilter() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  return (
    <QuickPopover
      label={t('timeline.quick_filter_settings')}
      icon={<Filter aria-hidden="true" size={18} />}
    >
      {signedIn && (
        <PreferenceRadios
          name="replyVisibility"
          legendKey="timeline.replies_in_timeline"
          options={[
            { value: 'all', labelKey: 'timeline.reply_visibility_all' },
            { value: 'following', labelKey: 'timeline.reply_visibility_following' },
            { value: 'self', labelKey: 'timeline.reply_visibility_self' },
          ]}
        />
      )}
      <PreferenceCheckbox name="hideFilteredStatuses" labelKey="timeline.hide_filtered_statuses" />
      <PreferenceCheckbox name="muteBotStatuses" labelKey="timeline.mute_bot_posts" />
    </QuickPopover>
  )
}

/**
 * The quick view popover (s1 §2 timeline header): hideAttachments, hideNsfw and the
 * conversation display (tree or linear), as saved preferences.
 */
export function QuickView() {
  const { t } = useTranslation()
  return (
    <QuickPopover
      label={t('timeline.quick_view_settings')}
      icon={<Eye aria-hidden="true" size={18} />}
    >
      <PreferenceCheckbox name="hideAttachments" labelKey="timeline.hide_attachments" />
      <PreferenceCheckbox name="hideNsfw" labelKey="timeline.hide_nsfw" />
      <PreferenceRadios
        name="conversationDisplay"
        legendKey="timeline.conversation_display"
        options={[
          { value: 'tree', labelKey: 'timeline.conversation_display_tree' },
          { value: 'linear', labelKey: 'timeline.conversation_display_linear' },
        ]}
      />
    </QuickPopover>
  )
}
