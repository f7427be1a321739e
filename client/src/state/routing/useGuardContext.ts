/**
 * The guard context of the current viewer (app/guards.ts): the session plus the instance
 * config fields the guards read (s1 §3: federating, private, pleromaChatMessagesAvailable,
 * redirectRootLogin, redirectRootNoLogin), whether the server has announcements,
 * supports('bookmarks') and supports('lists'), and whether a stand-alone page has no server yet
 * (state/server.ts).
 */
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useInstance, useSupports } from '../instance'
import type { GuardContext } from './guards'
import { useSignedIn } from '../session'
import { useScope } from '../scope'
import { useServer } from '../server'

/** The guard context, stable while its inputs are unchanged. */
export function useGuardContext(): GuardContext {
  const signedIn = useSignedIn()
  const federating = useInstance((state) => state.config.federating)
  const isPrivate = useInstance((state) => state.config.private)
  const chatAvailable = useInstance((state) => state.config.pleromaChatMessagesAvailable)
  const redirectRootLogin = useInstance((state) => state.config.redirectRootLogin)
  const redirectRootNoLogin = useInstance((state) => state.config.redirectRootNoLogin)
  // Until the instance is booted (again, after a server switch) nothing is refused for lack of it.
  const booting = !useInstance((state) => state.loaded)
  const bookmarksAvailable = useSupports('bookmarks') || booting
  const listsAvailable = useSupports('lists') || booting
  const unsupported = useStore(useScope().announcements, (s) => !s.supported)
  const noServer = useServer((s) => s.noServer)
  const ctx = useMemo(
    () => ({
      signedIn,
      federating,
      isPrivate,
      chatAvailable,
      redirectRootLogin,
      redirectRootNoLogin,
    }),
    [signedIn, federating, isPrivate, chatAvailable, redirectRootLogin, redirectRootNoLogin],
  )
  return useMemo(
    () => ({
      ...ctx,
      bookmarksAvailable,
      listsAvailable,
      ...(unsupported && { announcementsUnsupported: true }),
      ...(noServer && { noServer: true }),
    }),
    [ctx, bookmarksAvailable, listsAvailable, unsupported, noServer],
  )
}
