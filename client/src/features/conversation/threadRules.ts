import { compareIds } from '../../lib/ids'

/**
 * The linear conversation view (s1 §9 "Conversation display tree or linear"; instance default
 * `conversationDisplay: linear`, s1 §3): the ancestors, the focused status and the descendants
 * as one list, oldest first, sorted by id as Pleroma orders ids (PLEROMA-API §1.8), duplicates
 * dropped. With well-formed data the ancestors come before the focused status and the
 * descendants after it.
 */
export function linearThread(
  focusedId: string,
  ancestors: readonly string[],
  descendants: readonly string[],
): string[] {
  return [...new Set([...ancestors, focusedId, ...descendants])].sort(compareIds)
}

/**
 * Statuses of `statuses` (the entity store's, by id) that reply into `thread` without being in
 * it yet, replies to those included: the reader's own reply just posted, or one the stream
 * brought, so the open conversation shows it (s1 §2 "replies in a conversation"). Oldest first.
 */
export function repliesJoining(
  thread: readonly string[],
  statuses: Readonly<Record<string, { in_reply_to_status_id: string | null }>>,
): string[] {
  const inThread = new Set(thread)
  const joining: string[] = []
  for (let grew = true; grew;) {
    grew = false
    for (const [id, status] of Object.entries(statuses)) {
      const parent = status.in_reply_to_status_id
      if (parent === null || inThread.has(id) || !inThread.has(parent)) continue
      inThread.add(id)
      joining.push(id)
      grew = true
    }
  }
  return joining.sort(compareIds)
}

/** The parent (`in_reply_to_status_id`) of a status, or null; undefined when unknown. */
export type ParentOf = (id: string) => string | null | undefined

/** A conversation as a forest: every status with its depth and its direct replies. */
export interface ThreadTree {
  /** Statuses without a parent in the conversation, oldest first. */
  roots: string[]
  /** Direct replies of each status, oldest first (every id has an entry, maybe empty). */
  children: Record<string, string[]>
  /** Effective parent inside the conversation, or null for roots. */
  parent: Record<string, string | null>
  /** 0 for roots, parent's depth + 1 otherwise. */
  depth: Record<string, number>
}

/**
 * Builds the reply tree of `ids` (s1 §4 "thread display"). A status hangs under its nearest
 * ancestor that is among `ids` (walking `parentOf` upwards), so a reply whose parent is
 * missing or filtered out attaches to the grandparent, or becomes a root when none is present.
 * Cycles in hostile data are cut. Siblings and roots are sorted by id (oldest first).
 */
export function buildThreadTree(ids: readonly string[], parentOf: ParentOf): ThreadTree {
  const present = new Set(ids)
  const parent: Record<string, string | null> = {}
  for (const id of present) {
    const seen = new Set([id])
    let up = parentOf(id)
    while (up && !present.has(up) && !seen.has(up)) {
      seen.add(up)
      up = parentOf(up)
    }
    parent[id] = up && present.has(up) && up !== id ? up : null
  }
  // Cut cycles: a status whose chain of parents comes back to itself becomes a root.
  for (const id of present) {
    const seen = new Set<string>()
    let at: string | null = id
    while (at !== null && !seen.has(at)) {
      seen.add(at)
      at = parent[at] ?? null
    }
    if (at === id) parent[id] = null
  }
  const children: Record<string, string[]> = {}
  const roots: string[] = []
  for (const id of present) children[id] = []
  for (const id of present) {
    const p = parent[id] ?? null
    if (p === null) roots.push(id)
    else children[p]?.push(id)
  }
  roots.sort(compareIds)
  for (const id of present) children[id]?.sort(compareIds)
  const depth: Record<string, number> = {}
  const stack: [string, number][] = roots.map((id) => [id, 0])
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [id, d] = next
    depth[id] = d
    for (const child of children[id] ?? []) stack.push([child, d + 1])
  }
  return { roots, children, parent, depth }
}

/** Every status under `id` (replies, their replies...), in display order. */
export function descendantsOf(tree: ThreadTree, id: string): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const child of tree.children[at] ?? []) {
      out.push(child)
      walk(child)
    }
  }
  walk(id)
  return out
}

/** The chain of parents of `id` inside the tree, nearest first. */
export function ancestorsOf(tree: ThreadTree, id: string): string[] {
  const out: string[] = []
  for (let at = tree.parent[id] ?? null; at !== null; at = tree.parent[at] ?? null) {
    if (out.includes(at)) break
    out.push(at)
  }
  return out
}

/**
 * Whether the replies under a status show by default (s1 §4): when its depth minus the dive
 * depth is at most `maxDepthInThread - 2`, and never below 1 (so with maxDepthInThread 6,
 * statuses at relative depth 0..4 show their replies and deeper ones show "Show N replies").
 */
export function threadShownByDefault(
  depth: number,
  diveDepth: number,
  maxDepthInThread: number,
): boolean {
  return depth - diveDepth <= Math.max(1, maxDepthInThread - 2)
}

/** One line of the tree view: a status at its indentation level. */
export interface TreeRow {
  id: string
  /** Indentation level relative to the top of the view (0 = top). */
  level: number
  /** Number of replies below it, all levels. */
  replyCount: number
  /** Its replies are shown (false: "Show N replies"). */
  expanded: boolean
}

/** Inputs of {@link treeRows}. */
export interface TreeRowsOptions {
  /** The focused status: its ancestors always show their replies so it stays visible. */
  focusedId: string
  /** Sub-thread root when diving, else null (the whole conversation). */
  diveRoot: string | null
  maxDepthInThread: number
  /** Toggles the reader made: id -> shown; others follow the default rule. */
  toggled: Readonly<Record<string, boolean>>
}

/**
 * The rows of the tree view, depth first (s1 §4 "thread display", "dive mode in tree view"):
 * the whole forest, or only the dive root and its sub-thread; a status's replies follow it
 * unless its thread is hidden (reader's toggle, else {@link threadShownByDefault}).
 */
export function treeRows(tree: ThreadTree, options: TreeRowsOptions): TreeRow[] {
  const { focusedId, diveRoot, maxDepthInThread, toggled } = options
  const top = diveRoot !== null && diveRoot in tree.depth ? [diveRoot] : tree.roots
  const diveDepth = top.length === 1 && diveRoot !== null ? (tree.depth[diveRoot] ?? 0) : 0
  const pathToFocus = new Set(ancestorsOf(tree, focusedId))
  const rows: TreeRow[] = []
  const walk = (id: string, level: number) => {
    const depth = tree.depth[id] ?? 0
    const byDefault =
      pathToFocus.has(id) || threadShownByDefault(depth, diveDepth, maxDepthInThread)
    const expanded = toggled[id] ?? byDefault
    rows.push({ id, level, replyCount: descendantsOf(tree, id).length, expanded })
    if (expanded) for (const child of tree.children[id] ?? []) walk(child, level + 1)
  }
  for (const id of top) walk(id, 0)
  return rows
}

/** Reply visibility filter (s1 §3 preference replyVisibility; s1 §9 "all, following, self"). */
export type ReplyVisibility = 'all' | 'following' | 'self'

/** What the reply filter needs to know about one status. */
export interface ReplyFacts {
  /** Author's user id. */
  author: string
  /** User the status replies to, or null when it is not a reply. */
  inReplyToUser: string | null
}

/**
 * Whether a reply stays in the conversation under the reader's replyVisibility (s1 §3):
 * 'all' keeps everything; 'self' keeps non-replies, the reader's own posts and replies to the
 * reader; 'following' keeps those too and replies by people the reader follows to people
 * the reader follows (Pleroma's reply_visibility=following). Visitors (`me` null) see everything.
 */
export function replyShown(
  facts: ReplyFacts,
  filter: ReplyVisibility,
  me: string | null,
  follows: (userId: string) => boolean,
): boolean {
  if (filter === 'all' || me === null || facts.inReplyToUser === null) return true
  if (facts.author === me || facts.inReplyToUser === me) return true
  return filter === 'following' && follows(facts.author) && follows(facts.inReplyToUser)
}
