/**
 * Saving the own profile (PLEROMA-API §4.2): every answer replaces the user in the entity
 * store, so the card and the tab show what the server kept. Server-side options are optimistic
 * in Pleroma-FE's way (s2 §4): the option is cleared while saving and its old value comes back
 * on failure, with s2 §8's text.
 */
import { useState } from 'react'
import { updateCredentials } from '../../../api/endpoints/profile'
import { load } from '../../../state/load'
import { pushNotice } from '../../../state/notices'
import { optionBody, saveErrorKey, type OptionValue, type ProfileOption } from './profileRules'

/** How long the "saved" notice stays (ms; s1 §9 "saved notice 2 s"). */
export const SAVED_NOTICE_MS = 2000

/**
 * Sends `changes` (JSON object or FormData) and stores the answer. Tells the person with a
 * notice either way. @returns whether it was saved
 */
export async function saveProfile(changes: Record<string, unknown> | FormData): Promise<boolean> {
  try {
    await load((signal) => updateCredentials(changes, signal))
    pushNotice({
      messageKey: 'settings.profile.saving_ok',
      level: 'success',
      timeout: SAVED_NOTICE_MS,
    })
    return true
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false
    pushNotice({ messageKey: saveErrorKey(error) })
    return false
  }
}

/**
 * React: the options being saved (cleared on screen) and `save(key, value)`.
 */
export function useOptionSave(): {
  saving: ReadonlySet<ProfileOption>
  save: (key: ProfileOption, value: OptionValue) => Promise<void>
} {
  const [saving, setSaving] = useState<ReadonlySet<ProfileOption>>(new Set())
  const save = async (key: ProfileOption, value: OptionValue): Promise<void> => {
    setSaving((s) => new Set(s).add(key))
    await saveProfile(optionBody(key, value))
    setSaving((s) => {
      const next = new Set(s)
      next.delete(key)
      return next
    })
  }
  return { saving, save }
}
