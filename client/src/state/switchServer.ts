/**
 * Server switching (issue 13): every call goes to another instance from now on, and that
 * instance is booted afresh. Loaded with the sign-in code, never at start-up.
 */
import { configureServer } from '../api/http'
import { bootInstance, instanceStore } from './instance'
import { settleServer } from './server'

/**
 * Talks to `origin` from now on: every call goes there (api/http `configureServer`), the
 * instance is booted again (state/instance.ts) and the stand-alone state settled
 * (state/server.ts). The caller signs an account in or stays a visitor afterwards. Never
 * rejects (the boot logs its failures).
 */
export async function switchServer(origin: string): Promise<void> {
  configureServer(origin)
  await bootInstance()
  settleServer(instanceStore.getState().isInstance)
}
