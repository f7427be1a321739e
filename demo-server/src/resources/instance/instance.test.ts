import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../app'

const app = buildServer({ now: new Date('2025-05-01T12:00:00.000Z'), clientDist: '/nonexistent' })
afterAll(() => app.close())
const json = async (url: string) =>
  JSON.parse((await app.inject(url)).body) as Record<string, unknown>

describe('start-up documents', () => {
  it('instance has the fields the client reads', async () => {
    const doc = (await json('/api/v1/instance')) as Record<string, unknown> & {
      pleroma: {
        metadata: { features: string[]; post_formats: string[] }
        vapid_public_key: unknown
      }
      urls: { streaming_api: string }
    }
    expect(doc.max_toot_chars).toBe(5000)
    expect(doc.approval_required).toBe(false)
    expect(doc.registrations).toBe(true)
    expect(doc.poll_limits).toEqual({
      max_options: 20,
      max_option_chars: 200,
      min_expiration: 0,
      max_expiration: 31536000,
    })
    expect(doc.upload_limit).toBe(16000000)
    expect(doc.uri).toBe('localhost:80')
    expect(doc.urls.streaming_api).toBe('ws://localhost:80')
    expect(doc.pleroma.metadata.post_formats).toEqual([
      'text/plain',
      'text/html',
      'text/markdown',
      'text/bbcode',
    ])
    for (const f of [
      'pleroma_api',
      'mastodon_api_streaming',
      'polls',
      'editing',
      'quote_posting',
      'chat',
      'shout',
      'pleroma_emoji_reactions',
      'pleroma_chat_messages',
    ]) {
      expect(doc.pleroma.metadata.features).toContain(f)
    }
    expect(doc.pleroma).toHaveProperty('vapid_public_key')
  })

  it('frontend configurations and config.json carry the Pleroma-FE options', async () => {
    const fe = (await json('/api/pleroma/frontend_configurations')) as {
      pleroma_fe: Record<string, unknown>
    }
    expect(fe.pleroma_fe).toMatchObject({
      theme: 'pleroma-dark',
      logo: '/static/logo.svg',
      redirectRootNoLogin: '/main/all',
      redirectRootLogin: '/main/friends',
      showInstanceSpecificPanel: true,
    })
    expect(await json('/static/config.json')).toMatchObject({ theme: 'pleroma-dark' })
  })

  it('nodeinfo 2.0 names the software pleroma with features and federation', async () => {
    const links = (await json('/.well-known/nodeinfo')) as { links: { href: string }[] }
    expect(links.links[0]?.href).toBe('http://localhost:80/nodeinfo/2.0.json')
    const res = await app.inject('/nodeinfo/2.0.json')
    expect(res.headers['content-type']).toContain(
      'profile=http://nodeinfo.diaspora.software/ns/schema/2.0#',
    )
    const doc = JSON.parse(res.body) as {
      software: { name: string; version: string }
      metadata: Record<string, unknown>
    }
    expect(doc.software).toEqual({ name: 'pleroma', version: '2.9.1' })
    expect(doc.metadata.postFormats).toContain('text/markdown')
    expect(doc.metadata).toHaveProperty('federation.enabled', true)
    expect(doc.metadata.private).toBe(false)
    expect((await app.inject('/nodeinfo/3.0.json')).statusCode).toBe(404)
  })

  it('publishes MRF transparency data with every list the about page shows (§2.7)', async () => {
    const nodeinfo = (await json('/nodeinfo/2.1.json')) as { metadata: { federation: unknown } }
    const instance = (await json('/api/v1/instance')) as {
      pleroma: { metadata: { federation: unknown } }
    }
    const federation = nodeinfo.metadata.federation as {
      mrf_policies: string[]
      mrf_simple: Record<string, string[]>
      mrf_simple_info: Record<string, Record<string, { reason: string }>>
      mrf_keyword: { reject: string[]; federated_timeline_removal: string[]; replace: unknown[] }
      quarantined_instances: string[]
      quarantined_instances_info: { quarantined_instances: Record<string, { reason: string }> }
    }
    expect(instance.pleroma.metadata.federation).toEqual(federation)
    expect(federation.mrf_policies).toEqual(
      expect.arrayContaining(['SimplePolicy', 'KeywordPolicy', 'HashtagPolicy']),
    )
    for (const key of [
      'accept',
      'reject',
      'federated_timeline_removal',
      'media_nsfw',
      'media_removal',
      'followers_only',
      'report_removal',
      'avatar_removal',
      'banner_removal',
    ])
      expect(federation.mrf_simple[key]?.length).toBeGreaterThan(0)
    expect(federation.mrf_simple_info.reject?.['spam.example']).toEqual({ reason: 'spam' })
    expect(federation.mrf_simple.media_removal).toEqual(['hotlink.example'])
    expect(federation.mrf_simple_info).not.toHaveProperty('media_removal')
    expect(federation.quarantined_instances).toEqual(['leaky.example'])
    expect(federation.quarantined_instances_info.quarantined_instances).toHaveProperty([
      'leaky.example',
      'reason',
    ])
    expect(federation.mrf_keyword.reject).toContain('buy followers')
    expect(federation.mrf_keyword.replace).toContainEqual({ pattern: 'teh', replacement: 'the' })
  })

  it('custom emoji list relative image URLs that the server serves', async () => {
    const emoji = (await json('/api/pleroma/emoji.json')) as Record<
      string,
      { image_url: string; tags: string[] }
    >
    expect(Object.keys(emoji).length).toBeGreaterThanOrEqual(10)
    const first = Object.values(emoji)[0]
    expect(first?.image_url).toMatch(/^\/emoji\//)
    const img = await app.inject(first?.image_url ?? '')
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toContain('image/png')
    expect(img.headers['content-security-policy']).toContain("default-src 'none'")
    expect(await json('/api/v1/pleroma/emoji')).toEqual(emoji)
  })

  it('stickers, styles, panel, terms, peers, logo and favicon are served', async () => {
    const stickers = (await json('/static/stickers.json')) as Record<string, string>
    const base = Object.values(stickers)[0] ?? ''
    const pack = (await json(`${base}pack.json`)) as { title: string; stickers: string[] }
    expect(pack.title).toBeTruthy()
    expect((await app.inject(`${base}${pack.stickers[0]}`)).statusCode).toBe(200)
    const styles = (await json('/static/styles.json')) as Record<string, unknown>
    expect(styles).toHaveProperty('pleroma-dark')
    expect(Object.values(styles).some(Array.isArray)).toBe(true)
    for (const url of Object.values(styles).filter((v) => typeof v === 'string')) {
      expect(await json(url)).toHaveProperty('_pleroma_theme_version', 2)
    }
    expect((await app.inject('/static/themes/none.json')).statusCode).toBe(404)
    expect((await app.inject('/instance/panel.html')).body).toContain('Welcome')
    expect((await app.inject('/static/terms-of-service.html')).headers['content-type']).toContain(
      'text/html',
    )
    expect(await json('/api/v1/instance/peers')).toContain('birds.example')
    expect((await app.inject('/static/logo.svg')).statusCode).toBe(200)
    const png = await app.inject('/favicon.png')
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG')
  })
})

describe('web app manifest (Pleroma /manifest.json)', () => {
  it('names the instance and lists installable icons that are served', async () => {
    const res = await app.inject('/manifest.json')
    expect(res.headers['content-type']).toContain('application/manifest+json')
    const manifest = res.json() as { name: string; icons: { src: string; sizes: string }[] }
    expect(manifest).toMatchObject({ name: 'Starling Demo', display: 'standalone', start_url: '/' })
    const big = manifest.icons.find((icon) => icon.sizes === '512x512')
    const icon = await app.inject(new URL(big?.src ?? '').pathname)
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
    expect(icon.rawPayload.readUInt32BE(16)).toBe(512)
  })
})
