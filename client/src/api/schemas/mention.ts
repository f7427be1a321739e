/** Status mentions and tags. Mirror Mastodon's Status::Mention and Status::Tag (PLEROMA-API §6). */
import * as z from 'zod/mini'
import { id, str } from './lenient'

export const mentionSchema = z.object({ id, acct: str, username: str, url: str })

export const tagSchema = z.object({ name: str, url: str })
