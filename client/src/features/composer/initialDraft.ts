/**
 * Starting drafts of each context (s1 §3, §5): a saved draft when there is one, else a fresh
 * draft with the user's defaults; replies copy the scope (scopeCopy) and the subject
 * (subjectLineBehavior) and mention the author and the other mentioned users.
 */
import { displayHandle } from '../../lib/handle'
import { instanceStore } from '../../state/instance'
import type { Status, User } from '../../entities/types'
import { getPreference, isPreferenceSet } from '../../state/preferences/preferences'
import { emptyDraft, type Draft, type DraftContext, draftKey } from './draft'
import { loadDraft } from '../../state/drafts'
import { replyScope, replySubject } from './rules'

/** The draft to open the composer of `context` with. */
export function initialDraft(
  context: DraftContext,
  me: User | undefined,
  original?: { status: Status; author: User | undefined },
  message?: string | null,
): Draft {
  const saved = loadDraft<Draft>(draftKey(context))
  if (saved) return saved
  const config = instanceStore.getState().config
  const draft = emptyDraft({
    visibility: me?.default_scope ?? 'public',
    contentType: getPreference('postContentType') ?? config.postContentType,
    nsfw: getPreference('sensitiveByDefault'),
  })
  if (context.kind === 'new' && message) return { ...draft, status: message }
  if (context.kind !== 'reply' || !original) return draft
  const { status, author } = original
  const behavior = isPreferenceSet('subjectLineBehavior')
    ? getPreference('subjectLineBehavior')
    : config.subjectLineBehavior
  const names = [author?.screen_name, ...status.attentions.map((m) => m.screen_name)].filter(
    (n): n is string => !!n && n !== me?.screen_name,
  )
  // Shown as people read handles; buildStatusParams sends them back as the server knows them.
  const mentions = [...new Set(names)].map((n) => `@${displayHandle(n)} `).join('')
  return {
    ...draft,
    status: mentions,
    spoilerText: replySubject(behavior, status.summary),
    visibility: replyScope(status.visibility, getPreference('scopeCopy'), draft.visibility),
  }
}
