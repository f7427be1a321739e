/**
 * The people a user follows and the people following them (s2 §7 "Accounts"; PLEROMA-API §4
 * followers/following): `[Account]` pages with a Link header, each account carrying the viewer's
 * relationship (`pleroma.relationship`, asked for with `with_relationships=true`), which the
 * normalizer puts on the user, so it lives once in the entity store. An account that hides its
 * lists answers `[]` to others.
 */
import { normalizeUsers } from '../../entities/normalize/user'
import type { NormalizedBatch } from '../../entities/types'
import { request, type PageLinks } from '../http'
import { accountSchema } from '../schemas/account'
import { items } from '../schemas/items'
import { encodePart } from '../../lib/urlPart'

/** s1 §9 "follows, followers ... default page 20". */
export const PEOPLE_PAGE_SIZE = 20

/** Which list: the user's followees (`following`) or followers. */
export type PeopleKind = 'following' | 'followers'

/** One page of people: user ids in the server's order, their entities and the Link paging. */
export interface PeoplePage {
  ids: string[]
  batch: NormalizedBatch
  links: PageLinks
}

/**
 * GET /api/v1/accounts/:id/following or /followers with `limit` 20, `with_relationships=true`
 * and `max_id` for an older page (the Link header's rel="next").
 * @throws ApiError (404 "Record not found"), NetworkError, AbortError
 */
export async function fetchPeople(
  kind: PeopleKind,
  userId: string,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const { data, links } = await request(`/api/v1/accounts/${encodePart(userId)}/${kind}`, {
    schema: items(accountSchema, 'account'),
    query: { limit: PEOPLE_PAGE_SIZE, with_relationships: true, max_id: maxId ?? undefined },
    signal,
  })
  const { users, batch } = normalizeUsers(data)
  return { ids: users.map((user) => user.id), batch, links }
}
