/**
 * The first page of the timeline someone lands on, in the store before the app first renders
 * (issue 20): the page then paints with its posts, without a round trip after the boot and
 * without a loading footer that the posts would push down. Loaded lazily by main.tsx, beside
 * the start-up calls.
 */
import { embeddedTimelinePage, type TimelineKind } from '../../api/endpoints/timelines'
import { instanceOrigin } from '../../api/http'
import { instanceStore, readInitialResults } from '../instance'
import { load } from '../load'
import { getPreference } from '../preferences/preferences'
import { currentScope } from '../scope'
import { sessionStore } from '../session'
import { timelinePageFetcher } from './fetchTimelinePage'
import { querySignature, timelineQuery } from './timelineQuery'
import { TIMELINE_PAGE_SIZE } from './timelineRules'
import { getTimeline, timelines } from './timelineStore'

/** Routes whose page is one timeline (s1 §2 route table) -> its kind, which is its store key. */
const LANDING: Readonly<Record<string, TimelineKind>> = {
  '/main/public': 'public',
  '/main/all': 'publicAndExternal',
  '/main/friends': 'friends',
}

/** Where Pleroma's Preload Timelines provider puts its page (PLEROMA-API §2.10). */
const EMBEDDED_PATH = '/api/v1/timelines/public'

/**
 * The embedded public timeline, when it is the one `kind` shows: the provider embeds the whole
 * known network on /main/all and this instance's statuses on every other path, and only in the
 * page its own server serves. Null when absent or unusable (it is then fetched as usual).
 */
async function embeddedPage(kind: TimelineKind, doc: Document) {
  if (kind === 'friends' || instanceOrigin() !== window.location.origin) return null
  const answers = readInitialResults(doc)
  if (!(EMBEDDED_PATH in answers)) return null
  try {
    return await embeddedTimelinePage(kind, answers[EMBEDDED_PATH])
  } catch (error) {
    console.warn('Unusable embedded timeline', error)
    return null
  }
}

/**
 * Puts the first page of the timeline at `pathname` into the active scope's store: from the
 * page's embedded answer when the server sent one (a visitor on /main/public or /main/all), else
 * fetched with the query the page would send (the preferences and instance options known now;
 * the page fetches again when its own query differs). The home timeline only for someone
 * signed in, the public ones only for a visitor (the embedded page is a visitor's). Does
 * nothing on other paths, when the timeline is already held or the scope changed meanwhile;
 * never rejects (a failed fetch is left to the page, which fetches and reports it).
 */
export async function primeLandingTimeline(
  pathname: string,
  doc: Document = document,
): Promise<void> {
  const kind = LANDING[pathname.replace(/(.)\/$/, '$1')]
  if (!kind || (kind === 'friends') !== (sessionStore.getState().user !== null)) return
  const scope = currentScope()
  const query = timelineQuery(kind, {
    replyVisibility: getPreference('replyVisibility'),
    hideMutedPosts: instanceStore.getState().config.hideMutedPosts,
  })
  try {
    const embedded = await embeddedPage(kind, doc)
    const page = embedded
      ? await load(() => Promise.resolve(embedded)).then(({ ids }) => ({ ids, nextMaxId: null }))
      : await timelinePageFetcher(kind, query)({ limit: TIMELINE_PAGE_SIZE }, scope.signal)
    if (scope !== currentScope() || getTimeline(kind).loaded) return
    scope.fetchSignatures.set(kind, querySignature(query))
    timelines()
      .getState()
      .dispatch(kind, { type: 'received', direction: 'initial', ...page })
  } catch {
    // The page's own first fetch repeats the call and shows what went wrong.
  }
}
