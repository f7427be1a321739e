/**
 * What the model tells the layers above after a write (PLEROMA-API §15 events): a status was
 * created or edited, removed, a notification was made, or a chat message was sent or deleted.
 * The streaming resource subscribes and fans them out to sockets, so the model never imports
 * rendering or sockets. Listeners run synchronously, in subscription order, inside the write.
 */
import type { ChatMessageRefRecord, NotificationRecord, StatusRecord } from './records'

/**
 * One model event. `chat`: a new message reached one side (its reference, for the owner of its
 * chat: `pleroma:chat_update`); `chat_delete`: a message's author deleted it (a `delete` of its
 * Create activity to both sides).
 */
export type ModelEvent =
  | { type: 'status'; event: 'update' | 'status.update'; status: StatusRecord }
  | { type: 'delete'; status: StatusRecord }
  | { type: 'notification'; notification: NotificationRecord }
  | { type: 'chat'; ref: ChatMessageRefRecord }
  | { type: 'chat_delete'; activityId: string; accountIds: string[] }

/** A subscriber of model events. */
export type ModelListener = (event: ModelEvent) => void

/** The store's event hub. */
export interface EventHub {
  emit(event: ModelEvent): void
  /** Adds a listener; returns its removal. */
  subscribe(listener: ModelListener): () => void
}

/** A hub without listeners. */
export function createEventHub(): EventHub {
  const listeners = new Set<ModelListener>()
  return {
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
