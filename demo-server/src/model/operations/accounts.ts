/** Account writes: a new local account with Pleroma's fresh-profile defaults (PLEROMA-API §4). */
import { escapeHtml } from '../../lib/html'
import type { AccountRecord } from '../records'
import { addAccount } from '../store'
import { DEFAULT_AVATAR, DEFAULT_HEADER } from './profile'
import type { Store } from '../store'

/** What a new local account needs; everything else takes the defaults of a fresh profile. */
export interface NewAccount {
  username: string
  displayName: string
  /** Bio as typed. */
  bio?: string
  locked?: boolean
  isAdmin?: boolean
  isModerator?: boolean
}

/** Creates a local account (id and `created_at` from the store's minter and clock). */
export function addLocalAccount(store: Store, input: NewAccount): AccountRecord {
  const at = store.clock()
  const bio = input.bio ?? ''
  const account: AccountRecord = {
    id: store.mint.account(at.getTime()),
    username: input.username,
    host: null,
    display_name: input.displayName,
    note: bio === '' ? '' : escapeHtml(bio).replace(/\r?\n/g, '<br/>'),
    source_note: bio,
    fields: [],
    emojis: [],
    locked: input.locked ?? false,
    bot: false,
    created_at: at,
    avatar: DEFAULT_AVATAR,
    header: DEFAULT_HEADER,
    is_admin: input.isAdmin ?? false,
    is_moderator: input.isModerator ?? false,
    moved_to_id: null,
    also_known_as: [],
    discoverable: false,
    hide_followers: false,
    hide_follows: false,
    hide_followers_count: false,
    hide_follows_count: false,
    hide_favorites: true,
    deactivated: false,
    favicon: null,
    birthday: null,
    accepts_chat_messages: true,
    background_image: null,
    avatar_description: '',
    header_description: '',
    skip_thread_containment: false,
  }
  return addAccount(store, account)
}
