/**
 * The composer's state machine (s1 §4 "Composer": idle, posting, cleared on success keeping
 * visibility and content type, or error shown with the draft kept) and its submit sequence
 * (s1 §5 "Post"; s2 §8 "Composer"): rules, media descriptions (PUT only when not blank;
 * a failure aborts with media_description_error), then POST or PUT with the Idempotency-Key.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { editStatus, postStatus } from '../../api/endpoints/compose'
import { describeMedia } from '../../api/endpoints/media'
import type { Status } from '../../entities/types'
import { showOwnStatus } from '../../state/timelines/timelineStore'
import {
  buildStatusParams,
  changeDraft,
  draftError,
  draftKey,
  emptyDraft,
  isDraftEmpty,
  type Draft,
  type DraftContext,
} from './draft'
import { deleteDraft, saveDraft } from '../../state/drafts'
import { load } from '../../state/load'
import { errorText } from '../../state/errorText'

/** An error under the form: a catalogue key, or the server's text shown after 'Error: '. */
export type ComposerError = { key: string } | { server: string }

/** The home timeline's key in timelineStore. */
export const HOME_TIMELINE_KEY = 'friends'

/** What {@link useComposer} returns. */
export interface Composer {
  draft: Draft
  /**
   * Changes fields of the draft (refreshes the idempotency key; saves the draft); a function
   * gets the current draft (for changes that land later, such as finished uploads).
   */
  update: (change: Partial<Draft> | ((draft: Draft) => Partial<Draft>)) => void
  posting: boolean
  error: ComposerError | null
  setError: (error: ComposerError | null) => void
  /** Runs the submit sequence; resolves when done (never throws). */
  submit: () => Promise<void>
}

/**
 * Draft state of one context, saved on every change (drafts survive reloads and failures).
 * `initial` is the draft to start from; `onPosted` gets the posted or edited status.
 */
export function useComposer(
  context: DraftContext,
  initial: Draft,
  onPosted?: (status: Status) => void,
): Composer {
  const key = draftKey(context)
  const [draft, setDraft] = useState(initial)
  const [posting, setPosting] = useState(false)
  const [error, setError] = useState<ComposerError | null>(null)
  const postingRef = useRef(false)
  const dirty = useRef(false)

  useEffect(() => {
    if (!dirty.current) return
    if (isDraftEmpty(draft)) deleteDraft(key)
    else saveDraft(key, draft)
  }, [draft, key])

  const update = useCallback((change: Partial<Draft> | ((draft: Draft) => Partial<Draft>)) => {
    dirty.current = true
    setDraft((current) =>
      changeDraft(current, typeof change === 'function' ? change(current) : change),
    )
  }, [])

  const submit = useCallback(async () => {
    if (postingRef.current) return
    const problem = draftError(draft)
    if (problem) {
      setError({ key: problem })
      return
    }
    postingRef.current = true
    setPosting(true)
    setError(null)
    try {
      for (const file of draft.files) {
        const description = draft.mediaDescriptions[file.id]
        if (!description || description.trim() === '' || description === file.description) continue
        try {
          await describeMedia(file.id, description)
        } catch {
          setError({ key: 'post_status.media_description_error' })
          return
        }
      }
      const edit = context.kind === 'edit'
      const params = buildStatusParams(draft, {
        edit,
        inReplyToStatusId: context.kind === 'reply' ? context.statusId : null,
      })
      const result = await load(() =>
        edit
          ? editStatus(context.statusId, params, draft.idempotencyKey)
          : postStatus(params, draft.idempotencyKey),
      )
      if (!edit) showOwnStatus(HOME_TIMELINE_KEY, result.status.id)
      dirty.current = false
      deleteDraft(key)
      setDraft(
        emptyDraft({ visibility: draft.visibility, contentType: draft.contentType, nsfw: false }),
      )
      onPosted?.(result.status)
    } catch (failure) {
      console.warn('Posting failed', failure)
      setError({ server: errorText(failure) })
    } finally {
      postingRef.current = false
      setPosting(false)
    }
  }, [draft, context, key, onPosted])

  return { draft, update, posting, error, setError, submit }
}
