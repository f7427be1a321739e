/**
 * Global dismissible notices (s1 §2 "Global dismissible notices", s1 §9 and s2 §9: default
 * level error, 5 s). A notice shows the catalogue message `messageKey` with `messageArgs` and
 * disappears after `timeout` ms, or when dismissed.
 */
import { create } from 'zustand'

/** How serious a notice is. */
export type NoticeLevel = 'error' | 'warning' | 'success' | 'info'

/** Default lifetime of a notice, ms (s1 §9). */
export const NOTICE_TIMEOUT_MS = 5000

/** What callers pass to {@link pushNotice}. */
export interface NoticeInput {
  /** Catalogue key, e.g. 'timeline.socket_broke'. */
  messageKey: string
  /** Interpolation values of the message. */
  messageArgs?: Record<string, string | number>
  /** Default 'error'. */
  level?: NoticeLevel
  /** Lifetime in ms; default 5000; 0 or less keeps it until dismissed. */
  timeout?: number
}

/** A notice on screen. */
export interface Notice {
  id: number
  messageKey: string
  messageArgs: Record<string, string | number>
  level: NoticeLevel
}

interface NoticeState {
  notices: Notice[]
}

/** The notices on screen, oldest first (Zustand). */
export const noticeStore = create<NoticeState>(() => ({ notices: [] }))

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/** Removes a notice (no-op when it is already gone). */
export function dismissNotice(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
  noticeStore.setState((state) => ({ notices: state.notices.filter((n) => n.id !== id) }))
}

/** Shows a notice; returns its id. It is dismissed after `timeout` ms (default 5000). */
export function pushNotice(input: NoticeInput): number {
  const id = nextId++
  const notice: Notice = {
    id,
    messageKey: input.messageKey,
    messageArgs: input.messageArgs ?? {},
    level: input.level ?? 'error',
  }
  noticeStore.setState((state) => ({ notices: [...state.notices, notice] }))
  const timeout = input.timeout ?? NOTICE_TIMEOUT_MS
  if (timeout > 0)
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), timeout),
    )
  return id
}

/** Removes every notice and its timer (logout, tests). */
export function clearNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  noticeStore.setState({ notices: [] })
}
