import type { Card } from '../../entities/types'
import { isWebUrl } from '../../lib/safeUrl'
import styles from './LinkCard.module.css'
import { EXTERNAL_REL } from '../../content/RichText'

/** Host name of a URL for the provider line when the card names none; '' when unreadable. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/**
 * Link preview card (s1 §3 "Link card": url, image, title, description, provider_name): the
 * whole card is one link opening in a new tab. Cards without an http(s) URL are not shown;
 * an image shows only when its URL is http(s). All texts are plain text.
 */
export function LinkCard({ card }: { card: Card }) {
  if (!card || !isWebUrl(card.url)) return null
  const title = card.title?.trim() || card.url
  const provider = card.provider_name?.trim() || hostOf(card.url)
  return (
    <a className={styles.card} href={card.url} target="_blank" rel={EXTERNAL_REL}>
      {isWebUrl(card.image) ? (
        <img className={styles.image} src={card.image} alt="" loading="lazy" />
      ) : null}
      <span className={styles.text}>
        {provider ? <span className={styles.provider}>{provider}</span> : null}
        <strong className={styles.title}>{title}</strong>
        {card.description ? <span className={styles.description}>{card.description}</span> : null}
      </span>
    </a>
  )
}
