import type { User } from '../entities/types'
import { withoutEmojiCodes } from '../lib/emoji'
import { EmojiText } from './EmojiText'
import { displayName, spokenName } from './names'

/**
 * A user's display name inside a name (a link, a button, a heading): custom emoji shown as
 * images with an empty alt, so it reads as {@link spokenName} does; a name made only of emoji
 * adds the handle for screen readers (visually hidden), so the name is never empty.
 */
export function UserName({ user }: { user: User }) {
  const shown = displayName(user)
  return (
    <>
      <EmojiText text={shown} emoji={user.emoji} inName />
      {withoutEmojiCodes(shown, user.emoji) ? null : (
        <span className="visually-hidden">{spokenName(user)}</span>
      )}
    </>
  )
}
