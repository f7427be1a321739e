/**
 * The General settings tab (s1 §2 "Settings tabs"): display, timeline, layout and composer
 * preferences of the preference store, in fieldsets with legends (the notification types are in
 * the Notifications tab, the theme in the Theme tab). Labels follow Pleroma-FE's catalogue names under `settings.*`.
 */
import { useTranslation } from 'react-i18next'
import type { PreferenceKey } from '../../state/preferences/preferenceDefinitions'
import { PreferenceControl } from './PreferenceControl'
import styles from './SettingsModal.module.css'

/** A preference shown in the tab: its catalogue label and, for words, how options are named. */
interface Item {
  key: PreferenceKey
  label: string
  /** Prefix of the option labels: `${options}${word}` with `/` and `-` as `_`. */
  options?: string
}

/** The groups of the tab: legend key and items, in screen order. */
const GROUPS: readonly { legend: string; items: readonly Item[] }[] = [
  {
    legend: 'settings.interface',
    items: [
      { key: 'interfaceLanguage', label: 'settings.interface_language' },
      { key: 'hideAttachments', label: 'settings.hide_attachments_in_tl' },
      { key: 'hideAttachmentsInConv', label: 'settings.hide_attachments_in_convo' },
      { key: 'hideNsfw', label: 'settings.nsfw_clickthrough' },
      { key: 'maxThumbnails', label: 'settings.max_thumbnails' },
      { key: 'preloadImage', label: 'settings.preload_images' },
      { key: 'loopVideo', label: 'settings.loop_video' },
      { key: 'stopGifs', label: 'settings.stop_gifs' },
      { key: 'collapseMessageWithSubject', label: 'settings.collapse_subject' },
      {
        key: 'mentionLinkDisplay',
        label: 'settings.mention_link_display',
        options: 'settings.mention_link_display_',
      },
      { key: 'mentionLinkShowAvatar', label: 'settings.mention_link_show_avatar' },
    ],
  },
  {
    legend: 'settings.timelines',
    items: [
      {
        key: 'replyVisibility',
        label: 'settings.replies_in_timeline',
        options: 'settings.reply_visibility_',
      },
      {
        key: 'conversationDisplay',
        label: 'settings.conversation_display',
        options: 'settings.conversation_display_',
      },
      { key: 'maxDepthInThread', label: 'settings.max_depth_in_thread' },
      {
        key: 'conversationOtherRepliesButton',
        label: 'settings.conversation_other_replies_button',
        options: 'settings.conversation_other_replies_button_',
      },
      { key: 'hideFilteredStatuses', label: 'settings.hide_filtered_statuses' },
      { key: 'muteBotStatuses', label: 'settings.mute_bot_posts' },
      { key: 'muteWords', label: 'settings.mute_words' },
      { key: 'virtualScrolling', label: 'settings.virtual_scrolling' },
      { key: 'streaming', label: 'settings.streaming' },
      { key: 'useStreamingApi', label: 'settings.use_websockets' },
      { key: 'pauseOnUnfocused', label: 'settings.pause_on_unfocused' },
    ],
  },
  {
    legend: 'settings.layout',
    items: [
      { key: 'sidebarRight', label: 'settings.right_sidebar' },
      { key: 'navbarColumnStretch', label: 'settings.navbar_column_stretch' },
      {
        key: 'thirdColumnMode',
        label: 'settings.third_column_mode',
        options: 'settings.third_column_mode_',
      },
      { key: 'disableStickyHeaders', label: 'settings.disable_sticky_headers' },
      { key: 'showScrollbars', label: 'settings.show_scrollbars' },
      { key: 'hideISP', label: 'settings.hide_isp' },
      { key: 'hideShoutbox', label: 'settings.hide_shoutbox' },
      { key: 'hideInstanceWallpaper', label: 'settings.hide_wallpaper' },
      { key: 'sidebarColumnWidth', label: 'settings.column_sizes_sidebar' },
      { key: 'contentColumnWidth', label: 'settings.column_sizes_content' },
      { key: 'notifsColumnWidth', label: 'settings.column_sizes_notifs' },
      { key: 'alwaysShowNewPostButton', label: 'settings.always_show_post_button' },
      { key: 'autohideFloatingPostButton', label: 'settings.autohide_floating_post_button' },
    ],
  },
  {
    legend: 'settings.composing',
    items: [
      { key: 'submitOnEnter', label: 'settings.submit_on_enter' },
      {
        key: 'postContentType',
        label: 'settings.post_content_type',
        options: 'settings.content_type_',
      },
      {
        key: 'subjectLineBehavior',
        label: 'settings.subject_line_behavior',
        options: 'settings.subject_line_',
      },
      { key: 'alwaysShowSubjectInput', label: 'settings.subject_input_always_show' },
      { key: 'scopeCopy', label: 'settings.scope_copy' },
      { key: 'sensitiveByDefault', label: 'settings.sensitive_by_default' },
      { key: 'padEmoji', label: 'settings.pad_emoji' },
      { key: 'hideScopeNotice', label: 'settings.hide_scope_notice' },
      { key: 'minimalScopesMode', label: 'settings.minimal_scopes_mode' },
    ],
  },
]

/** The General tab's content. */
export default function GeneralTab() {
  const { t } = useTranslation()
  const optionLabel = (item: Item) => {
    const prefix = item.options
    if (!prefix) return undefined
    return (word: string) => t(`${prefix}${word.replace(/[/-]/g, '_')}`)
  }
  return (
    <div className={styles.general}>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend>{t(group.legend)}</legend>
          {group.items.map((item) => {
            const options = optionLabel(item)
            return (
              <PreferenceControl
                key={item.key}
                prefKey={item.key}
                labelKey={item.label}
                {...(options ? { optionLabel: options } : {})}
              />
            )
          })}
        </fieldset>
      ))}
    </div>
  )
}
