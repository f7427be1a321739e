/**
 * The guard context of the current viewer (app/guards.ts): the session plus the instance
 * config fields the guards read (s1 §3: federating, private, pleromaChatMessagesAvailable,
 * redirectRootLogin, redirectRootNoLogin), whether the server has announcements, and whether a
 * stand-alone page has no server yet (state/server.ts).
 */
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useInstance } from '../instance'
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
      ...(unsupported && { announcementsUnsupported: true }),
      ...(noServer && { noServer: true }),
    }),
    [ctx, unsupported, noServer],
  )
}
