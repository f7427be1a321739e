/**
 * What the instance offers, for the features panel (s1 §2 "Sidebar panels", s1 §3 instance
 * config flags), as a pure function of the instance config.
 */
import type { InstanceConfig } from '../../state/instance'

/** One line of the features panel: a catalogue key and its interpolation values. */
export interface FeatureLine {
  key: string
  args?: Record<string, string | number>
}

const MIB = 1024 * 1024

/** Bytes as MiB with at most one decimal, e.g. 16000000 -> "15.3". */
export function toMiB(bytes: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / MIB)
}

/** The lines of the features panel, in a fixed order; flags that are off are left out. */
export function featureLines(config: InstanceConfig, locale = 'en'): FeatureLine[] {
  const lines: FeatureLine[] = []
  if (config.shoutAvailable) lines.push({ key: 'features_panel.shout' })
  if (config.pleromaChatMessagesAvailable)
    lines.push({ key: 'features_panel.pleroma_chat_messages' })
  if (config.federating) lines.push({ key: 'features_panel.federation' })
  if (config.gopherAvailable) lines.push({ key: 'features_panel.gopher' })
  if (config.suggestionsEnabled) lines.push({ key: 'features_panel.who_to_follow' })
  if (config.mediaProxyAvailable) lines.push({ key: 'features_panel.media_proxy' })
  if (!config.minimalScopesMode) lines.push({ key: 'features_panel.scope_options' })
  if (config.pollsAvailable) lines.push({ key: 'features_panel.polls' })
  if (config.editingAvailable) lines.push({ key: 'features_panel.editing' })
  if (config.textlimit > 0) {
    lines.push({ key: 'features_panel.text_limit', args: { count: config.textlimit } })
  }
  const upload = config.uploadlimit.general
  if (upload !== null && upload > 0) {
    lines.push({ key: 'features_panel.upload_limit', args: { size: toMiB(upload, locale) } })
  }
  if (config.postFormats.length > 0) {
    lines.push({
      key: 'features_panel.post_formats',
      args: { formats: config.postFormats.join(', ') },
    })
  }
  return lines
}
