/**
 * Every real server answer in ../shared/fixtures (read in place, never copied) goes through
 * its schema and normalizer. The suite skips itself, with a message, only when that folder is
 * absent (a clone outside CI).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { accountSchema } from '../../api/schemas/account'
import { instanceSchema } from '../../api/schemas/instance'
import { list } from '../../api/schemas/lenient'
import { notificationSchema } from '../../api/schemas/notification'
import { relationshipSchema } from '../../api/schemas/relationship'
import { statusSchema } from '../../api/schemas/status'
import { supports, instanceStore, readInitialResults } from '../../state/instance'
import { buildInstanceConfig } from '../instanceConfig'
import { startupSchemas } from '../../api/endpoints/instance'
import { normalizeNotifications } from './notification'
import { normalizeRelationship } from './relationship'
import { normalizeStatus, normalizeStatuses } from './status'
import { ADMIN_DEFAULT_PRIVILEGES, normalizeUser } from './user'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const dir = path.resolve(repoRoot, '../shared/fixtures')
const present = existsSync(dir)
if (!present) console.warn(`Fixture suite skipped: ${dir} is absent (clone outside CI).`)

function load(name: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
}
const user = (name: string) => normalizeUser(accountSchema.parse(load(name)))
const status = (name: string) => normalizeStatus(statusSchema.parse(load(name)))
const notifs = (name: string) =>
  normalizeNotifications(list(notificationSchema).parse([load(name)]))

type Kind = 'account' | 'accounts' | 'status' | 'statuses' | 'notification' | 'notifications'
type Route = Kind | 'relationship' | 'instance' | 'initial' | 'elsewhere'

/** Each fixture file by name to its normalizer; 'elsewhere' = not an entity of this layer. */
function routeOf(file: string): Route {
  if (file === 'accounts.json') return 'accounts'
  if (file === 'notifications.json') return 'notifications'
  if (file === 'pleroma-user-timeline-2019.json') return 'statuses'
  if (file === 'relationship.json') return 'relationship'
  if (file === 'pleroma_initial_results.json') return 'initial'
  if (file.endsWith('-instance.json')) return 'instance'
  if (/notification/.test(file)) return 'notification'
  if (/status|quote-post|reply-to-self/.test(file)) return 'status'
  if (/account|^lain|^mk/.test(file)) return 'account'
  // Chats, announcements, markers, rules, admin config: other features' entities.
  return 'elsewhere'
}

describe.skipIf(!present)('fixtures: every file parses and normalizes', () => {
  const files = present ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []

  it.each(files)('%s', (file) => {
    const route = routeOf(file)
    const raw = load(file)
    switch (route) {
      case 'account':
        expect(normalizeUser(accountSchema.parse(raw))?.id).toMatch(/\S/)
        break
      case 'accounts':
        for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
          expect(normalizeUser(accountSchema.parse(value))?.id).toBe(key)
        }
        break
      case 'status':
        expect(normalizeStatus(statusSchema.parse(raw)).id).toMatch(/\S/)
        break
      case 'statuses': {
        const rawList = raw as unknown[]
        expect(normalizeStatuses(list(statusSchema).parse(raw)).ids).toHaveLength(rawList.length)
        break
      }
      case 'notification':
        expect(
          normalizeNotifications(list(notificationSchema).parse([raw])).notifications,
        ).toHaveLength(1)
        break
      case 'notifications':
        expect(
          normalizeNotifications(list(notificationSchema).parse(raw)).notifications,
        ).toHaveLength((raw as unknown[]).length)
        break
      case 'relationship':
        expect(normalizeRelationship(relationshipSchema.parse(raw))?.id).toMatch(/\S/)
        break
      case 'instance':
        expect(
          buildInstanceConfig('https://x.test', { instance: instanceSchema.parse(raw) }).name,
        ).toMatch(/\S/)
        break
      case 'initial':
        expect(Object.keys(raw as object).length).toBeGreaterThan(0)
        break
      case 'elsewhere':
        expect([
          'pleroma-chats.json',
          'announcements.json',
          'markers.json',
          'rules.json',
          'admin_api_frontend_config.json',
        ]).toContain(file)
        break
    }
  })
})

describe.skipIf(!present)('fixtures: users', () => {
  it('reads screen names, locality and fqn', () => {
    const alex = user('pleroma-account.json')
    expect(alex).toMatchObject({ id: '9v5bmRalQvjOy0ECcC', screen_name: 'alex', is_local: true })
    expect(alex?.fqn).toBe('alex@gleasonator.com')
    const lain = user('lain.json')
    expect(lain).toMatchObject({ screen_name: 'lain@lain.com', is_local: false, role: 'member' })
    expect(lain?.privileges).toEqual([])
    expect(lain?.relationship).toMatchObject({ following: true, followed_by: true })
  })

  it('gives an admin without server privileges the s1 §6 defaults', () => {
    const mk = user('mk.json')
    expect(mk?.role).toBe('admin')
    expect(mk?.rights).toEqual({ admin: true, moderator: false })
    expect(mk?.privileges).toEqual([...ADMIN_DEFAULT_PRIVILEGES])
    expect(mk?.privileges).toHaveLength(14)
  })

  it('keeps emoji names and the display name with shortcodes as text', () => {
    const alex = user('account-with-emojis.json')
    expect(alex?.emoji.map((e) => e.shortcode)).toEqual(['ablobcatrainbow', 'soapbox'])
    expect(alex?.name).toBe('Alex Gleason 😂 :soapbox: :ablobcatrainbow:')
  })

  it('normalizes the account a user moved to', () => {
    const moved = user('account-moved.json')
    expect(moved?.moved).toMatchObject({
      id: '107945464165013501',
      screen_name: 'alex@fedibird.com',
    })
    expect(moved?.moved?.is_local).toBe(false)
  })

  it('reads a Mastodon account', () => {
    expect(user('mastodon-account.json')).toMatchObject({ screen_name: 'benis911', role: 'member' })
  })
})

describe.skipIf(!present)('fixtures: statuses', () => {
  it('flattens repeats in the 2019 timeline into both statuses', () => {
    const { ids, batch } = normalizeStatuses(
      list(statusSchema).parse(load('pleroma-user-timeline-2019.json')),
    )
    const repeat = batch.statuses.find((s) => s.id === '10423449')
    expect(repeat).toMatchObject({ type: 'retweet', retweeted_status: '10423197' })
    expect(batch.statuses.find((s) => s.id === '10423197')?.type).toBe('status')
    expect(ids).not.toContain('10423197')
    expect(batch.statuses.find((s) => s.id === '10423476')).toMatchObject({
      type: 'status',
      bookmarked: false,
      card: null,
      poll: null,
      edited_at: null,
    })
  })

  it('reads poll options and card titles', () => {
    const poll = status('status-with-poll.json')
    const s = poll.statuses.find((x) => x.id === poll.id)
    expect(s?.poll?.options.map((o) => o.title)).toHaveLength(2)
    expect(s?.poll).toMatchObject({ expired: true, multiple: false })
    const card = status('status-with-card.json')
    expect(card.statuses[0]?.card?.title).toBe('Soapbox FE v1.3: The Crypto Release - Soapbox')
  })

  it('keeps poll option emoji as text in title_html', () => {
    const { statuses } = status('pleroma-status-with-poll-with-emojis.json')
    const options = statuses[0]?.poll?.options ?? []
    expect(options.map((o) => o.title_html)).toContain('Custom emoji :gleason_excited: ')
    expect(statuses[0]?.poll?.emojis.map((e) => e.shortcode)).toEqual([
      'gleason_excited',
      'soapbox',
    ])
  })

  it('gives attachments their media class from the MIME type', () => {
    const { statuses } = status('pleroma-status-with-attachments.json')
    expect(statuses[0]?.attachments.map((a) => a.type)).toEqual([
      'image',
      'unknown',
      'audio',
      'unknown',
    ])
    expect(statuses[0]?.attachments[0]?.meta).toMatchObject({ width: 1436, height: 1444 })
  })

  it('reads reply names, conversation ids, content warnings and custom emoji', () => {
    const reply = status('pleroma-status-reply-with-mentions.json').statuses[0]
    expect(reply?.in_reply_to_screen_name).toBe('crunklord420@kiwifarms.cc')
    expect(reply?.attentions.map((m) => m.screen_name)).toContain('becassine@kiwifarms.cc')
    const self = status('mastodon-reply-to-self.json').statuses[0]
    expect(self?.in_reply_to_screen_name).toBe('benis911')
    expect(self?.is_local).toBe(true)
    expect(status('pleroma-status.json').statuses[0]?.statusnet_conversation_id).toBe('3023268')
    const cw = status('status-cw.json').statuses[0]
    expect(cw).toMatchObject({ summary: 'testing', nsfw: true })
    const emoji = status('status-custom-emoji.json').statuses[0]
    expect(emoji?.emojis.map((e) => e.shortcode)).toEqual([
      'ablobcathyper',
      'ageblobcat',
      'blobcatphoto',
    ])
  })

  it('imports a quoted status and a deleted one as not deleted yet', () => {
    const quote = status('pleroma-quote-post.json')
    expect(quote.statuses.map((s) => s.id)).toEqual(
      expect.arrayContaining(['AFmFMSpITT9xcOJKcK', 'AFmFLcd6XYVdjWCrOS']),
    )
    expect(status('pleroma-status-deleted.json').statuses[0]?.deleted).toBe(false)
  })
})

describe.skipIf(!present)('fixtures: notifications', () => {
  it('maps the server types to the spec names', () => {
    const page = normalizeNotifications(list(notificationSchema).parse(load('notifications.json')))
    const types = new Set(page.notifications.map((n) => n.type))
    expect(types).toEqual(new Set(['pleroma:emoji_reaction', 'like', 'mention', 'repeat']))
    expect(page.batch.statuses.length).toBeGreaterThan(0)
  })

  it('reads a move with its target, and a reaction with its emoji and seen flag', () => {
    const move = notifs('pleroma-notification-move.json')
    expect(move.notifications[0]).toMatchObject({ type: 'move', status: null })
    const target = move.batch.users.find((u) => u.id === move.notifications[0]?.target)
    expect(target?.screen_name).toBe('benis911')
    const reaction = notifs('notification-pleroma-emoji_reaction.json').notifications[0]
    expect(reaction).toMatchObject({ emoji: '😮', seen: true, status: 'AIVq6SrJg5yb8eGVsm' })
    expect(notifs('notification-reblog.json').notifications[0]?.type).toBe('repeat')
    expect(notifs('notification-favourite.json').notifications[0]?.type).toBe('like')
  })
})

describe.skipIf(!present)('fixtures: instance', () => {
  const config = (name: string) =>
    buildInstanceConfig('https://x.test', { instance: instanceSchema.parse(load(name)) })

  it('derives the text limit, poll limits, post formats and upload limits', () => {
    const pleroma = config('pleroma-instance.json')
    expect(pleroma.textlimit).toBe(5000)
    expect(pleroma.pollLimits).toEqual({
      max_options: 20,
      max_option_chars: 200,
      min_expiration: 0,
      max_expiration: 31536000,
    })
    expect(pleroma.postFormats).toEqual(['text/plain', 'text/html', 'text/markdown', 'text/bbcode'])
    expect(pleroma.uploadlimit.general).toBe(100000000)
    expect(pleroma.accountApprovalRequired).toBe(true)
    const mastodon = config('mastodon-instance.json')
    expect(mastodon.textlimit).toBe(500)
    expect(mastodon.fileLimit).toBe(4)
    expect(mastodon.postFormats).toEqual(['text/plain'])
    expect(config('akkoma-instance.json').postFormats).toContain('text/x.misskeymarkdown')
  })

  it('answers supports() from each server', () => {
    const use = (name: string) => instanceStore.setState({ config: config(name) })
    use('pleroma-instance.json')
    expect([supports('chats'), supports('quotes'), supports('editing')]).toEqual([
      true,
      true,
      false,
    ])
    use('akkoma-instance.json')
    expect([supports('chats'), supports('editing'), supports('customEmojiReactions')]).toEqual([
      false,
      true,
      true,
    ])
    use('mastodon-instance.json')
    expect([
      supports('chats'),
      supports('polls'),
      supports('editing'),
      supports('streaming'),
    ]).toEqual([false, true, false, true])
  })

  it('reads the embedded initial results', () => {
    const doc = document.implementation.createHTMLDocument()
    const script = doc.createElement('script')
    script.id = 'initial-results'
    script.type = 'application/json'
    script.textContent = JSON.stringify(load('pleroma_initial_results.json'))
    doc.body.append(script)
    const embedded = readInitialResults(doc)
    const c = buildInstanceConfig('https://x.test', {
      instance: startupSchemas['/api/v1/instance'].parse(embedded['/api/v1/instance']),
      nodeinfo: startupSchemas['/nodeinfo/2.0.json'].parse(embedded['/nodeinfo/2.0.json']),
      frontendConfig: startupSchemas['/api/pleroma/frontend_configurations'].parse(
        embedded['/api/pleroma/frontend_configurations'],
      ).pleroma_fe,
      panel: startupSchemas['/instance/panel.html'].parse(embedded['/instance/panel.html']),
    })
    expect(c.staffAccounts).toEqual(['https://gleasonator.com/users/alex'])
    expect(c.uploadlimit).toEqual({
      general: 100000000,
      avatar: 2000000,
      background: 4000000,
      banner: 4000000,
    })
    expect(c.private).toBe(false)
    expect(c.pleromaChatMessagesAvailable).toBe(true)
    expect(c.instanceSpecificPanelContent).toContain('Welcome to')
    expect(c.redirectRootNoLogin).toBe('/main/all')
    expect(c.software).toEqual({ name: 'pleroma', version: '2.3.0-111-gb478a87e-develop' })
  })
})
