import {
  createContext,
  createElement,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react'
import { Link } from 'react-router'
import { useInstance } from '../state/instance'
import type { Emoji, Mention } from '../entities/types'
import { splitEmoji } from '../lib/emoji'
import { tagFromUrl, tagRoute } from '../lib/hashtag'
import { LINK_KIND_ATTR } from '../lib/sanitize'
import { displayHandle } from '../lib/handle'
import { findMention, userRoute } from '../lib/userLink'
import { isWebUrl } from '../lib/safeUrl'
import { isUsableId } from '../lib/pageIds'
import { usePreference } from '../state/preferences/preferences'
import { Avatar } from '../ui/Avatar'
import type { Preferences } from '../state/preferences/preferenceDefinitions'
import { EmojiImage } from './EmojiText'
import { sanitizedFragment } from './sanitizedHtml'
import styles from './RichText.module.css'
import { useUser } from '../state/entities'

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** Server HTML (unsanitized): a status body, subject, bio, profile field... */
  html: string
  /** Custom emoji to show for `:shortcode:` in text (only http(s) URLs are used). */
  emoji?: readonly Emoji[] | null
  /** The status's attentions (s1 §3): mention links matching one by URL become routes. */
  mentions?: readonly Mention[] | null
  /** Wrap lines starting with `>` / `<` in greentext / cyantext. */
  greentext?: boolean
  /** Render as an inline `<span>` instead of a block `<div>`. */
  inline?: boolean
  className?: string
  /**
   * The level of the heading the content sits under (a panel's h2): the content's headings are
   * moved so that its highest one is one level below (an h4 under an h2 becomes an h3), keeping
   * their order and never going past h6.
   */
  underHeading?: number
}

const HEADING = /^h([1-6])$/

/** The levels to add to the content's headings so the highest one is `under + 1`; 0 without. */
function headingShift(fragment: DocumentFragment, under: number | undefined): number {
  if (!under) return 0
  const levels = Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) =>
    Number(h.nodeName[1]),
  )
  return levels.length > 0 ? under + 1 - Math.min(...levels) : 0
}

/** Tags rendered as themselves; any other sanitized element is replaced by its children. */
const KEPT_TAGS = new Set([
  'p',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'sup',
  'sub',
  'small',
  'q',
  'abbr',
])
const KEPT_CLASSES = new Set(['greentext', 'cyantext'])
/** rel of links that leave the app (s1 §2: external links open in a new window). */
export const EXTERNAL_REL = 'noopener noreferrer nofollow ugc'

/** Props of a mention link component (see {@link MentionLinkContext}). */
export interface MentionLinkProps {
  /** The mentioned user's id. */
  userId: string
  /** The user route (s1 §2 user-link rule). */
  to: string
  /** The handle, shown as the link's title. */
  title: string
  children: ReactNode
}

/**
 * How mention links in rich text are rendered: a feature provides a component (the status
 * feature's user popover link) to every RichText below it; without one, a plain route link.
 */
export const MentionLinkContext = createContext<ComponentType<MentionLinkProps> | null>(null)

interface Context {
  emoji: readonly Emoji[]
  /** The provided mention link component, if any. */
  MentionLink: ComponentType<MentionLinkProps> | null
  mentions: readonly Mention[]
  restrictedNicknames: readonly string[]
  /** mentionLinkDisplay (s1 §3 "Mention display modes"). */
  mentionDisplay: Preferences['mentionLinkDisplay']
  /** mentionLinkShowAvatar (Pleroma-FE): a small avatar before each mention link. */
  mentionAvatar: boolean
  /** This instance's host, for `full` mentions of local users. */
  localHost: string
  /** Levels added to each heading (RichTextProps.underHeading). */
  headingShift: number
}

/**
 * The text of a mention link for a display mode (s1 §3 "Mention display modes"): `null` keeps
 * the server's own text (short: `@nick`); `full_for_remote` writes `@nick@host` for remote users
 * (their screen_name carries the host); `full` also adds this instance's host to local ones.
 */
export function mentionText(
  mention: Mention,
  mode: Preferences['mentionLinkDisplay'],
  localHost: string,
): string | null {
  const remote = mention.screen_name.includes('@')
  if (mode === 'short' || (!remote && mode === 'full_for_remote')) return null
  if (remote) return `@${displayHandle(mention.screen_name)}`
  return localHost ? `@${mention.screen_name}@${displayHandle(localHost)}` : null
}

/** The host name of a server URL, '' when it is not a URL. */
function hostOf(server: string | undefined): string {
  try {
    return server ? new URL(server).host : ''
  } catch {
    return ''
  }
}

/** The small decorative avatar before a mention link (mentionLinkShowAvatar), when known. */
function MentionAvatar({ userId }: { userId: string }) {
  const src = useUser(userId)?.profile_image_url
  if (!isWebUrl(src)) return null
  return <Avatar src={src} alt="" className={styles.mentionAvatar} />
}

function classOf(element: Element): string | undefined {
  const kept = (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((token) => KEPT_CLASSES.has(token))
  return kept.length > 0 ? kept.join(' ') : undefined
}

function textToReact(text: string, ctx: Context, key: string): ReactNode {
  const pieces = splitEmoji(text, ctx.emoji)
  if (pieces.length === 1 && typeof pieces[0] === 'string') return pieces[0]
  return pieces.map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <EmojiImage key={`${key}.${index}`} shortcode={piece.shortcode} url={piece.url} />
    ),
  )
}

function linkToReact(element: Element, children: ReactNode, ctx: Context, key: string): ReactNode {
  const href = element.getAttribute('href')
  const kind = element.getAttribute(LINK_KIND_ATTR)
  if (kind === 'hashtag') {
    const dataTag = element.getAttribute('data-tag')?.trim().replace(/^#/, '')
    const tag = dataTag || tagFromUrl(href)
    if (tag) {
      return (
        <Link key={key} to={tagRoute(tag)}>
          {children}
        </Link>
      )
    }
  }
  if (kind === 'mention') {
    const mention = findMention(ctx.mentions, href, element.getAttribute('data-user'))
    if (mention) {
      const to = userRoute(mention.id, mention.screen_name, ctx.restrictedNicknames)
      const title = displayHandle(mention.screen_name)
      const text = (
        <>
          {ctx.mentionAvatar ? <MentionAvatar userId={mention.id} /> : null}
          {mentionText(mention, ctx.mentionDisplay, ctx.localHost) ?? children}
        </>
      )
      return ctx.MentionLink ? (
        <ctx.MentionLink key={key} userId={mention.id} to={to} title={title}>
          {text}
        </ctx.MentionLink>
      ) : (
        <Link key={key} to={to} title={title}>
          {text}
        </Link>
      )
    }
    // A bio or field has no attentions: Pleroma's `data-user` still names the user.
    const dataUser = element.getAttribute('data-user')
    if (ctx.MentionLink && isUsableId(dataUser)) {
      return (
        <ctx.MentionLink
          key={key}
          userId={dataUser}
          to={userRoute(dataUser, null)}
          title={element.textContent ?? ''}
        >
          {children}
        </ctx.MentionLink>
      )
    }
  }
  if (!href) return <span key={key}>{children}</span>
  return (
    <a key={key} href={href} target="_blank" rel={EXTERNAL_REL}>
      {children}
    </a>
  )
}

function nodeToReact(node: Node, ctx: Context, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return textToReact(node.textContent ?? '', ctx, key)
  if (!(node instanceof Element)) return null
  const name = node.nodeName.toLowerCase()
  const level = HEADING.exec(name)?.[1]
  const tag = level ? `h${Math.min(6, Math.max(1, Number(level) + ctx.headingShift))}` : name
  if (tag === 'br') return <br key={key} />
  if (tag === 'hr') return <hr key={key} />
  if (tag === 'img') {
    const src = node.getAttribute('src')
    const alt = node.getAttribute('alt') ?? ''
    if (!src) return alt
    const title = node.getAttribute('title') ?? undefined
    return <img key={key} src={src} alt={alt} title={title} loading="lazy" />
  }
  const children = childrenToReact(node, ctx, key)
  if (tag === 'a') return linkToReact(node, children, ctx, key)
  if (KEPT_TAGS.has(tag)) return createElement(tag, { key, className: classOf(node) }, children)
  return <span key={key}>{children}</span>
}

function childrenToReact(parent: Node, ctx: Context, key: string): ReactNode[] {
  return Array.from(parent.childNodes, (child, index) => nodeToReact(child, ctx, `${key}.${index}`))
}

/**
 * Server HTML rendered safely (s1 §5 "Rich text", §2 route notes; ARCHITECTURE.md): sanitized
 * by lib/sanitize (DOMPurify; once per text, content/sanitizedHtml), then converted node by node
 * into React elements; no
 * `dangerouslySetInnerHTML`. Hashtag links become `<Link to="/tag/{tag}">`, mentions found in
 * `mentions` become `<Link>` to the user route, or the provided MentionLinkContext component
 * (text per mentionLinkDisplay, a small avatar first with mentionLinkShowAvatar), every other link opens in a new tab with
 * rel "noopener noreferrer nofollow ugc"; `:shortcode:` in text becomes an emoji image; with
 * `underHeading` the content's headings follow on from the heading above it.
 */
export function RichText({
  html,
  emoji,
  mentions,
  greentext,
  inline,
  className,
  underHeading,
}: RichTextProps) {
  const restrictedNicknames = useInstance((state) => state.config.restrictedNicknames)
  const mentionDisplay = usePreference('mentionLinkDisplay')
  const mentionAvatar = usePreference('mentionLinkShowAvatar')
  const server = useInstance((state) => state.config.server)
  const MentionLink = useContext(MentionLinkContext)
  const content = useMemo(() => {
    const fragment = sanitizedFragment(html, greentext === true)
    const ctx: Context = {
      emoji: emoji ?? [],
      MentionLink,
      mentions: mentions ?? [],
      restrictedNicknames: restrictedNicknames ?? [],
      mentionDisplay,
      mentionAvatar,
      localHost: hostOf(server),
      headingShift: headingShift(fragment, underHeading),
    }
    return childrenToReact(fragment, ctx, 'rt')
  }, [
    html,
    emoji,
    mentions,
    greentext,
    restrictedNicknames,
    mentionDisplay,
    mentionAvatar,
    server,
    MentionLink,
    underHeading,
  ])
  const classes = [styles.root, inline ? styles.inline : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  return inline ? (
    <span className={classes}>{content}</span>
  ) : (
    <div className={classes}>{content}</div>
  )
}
