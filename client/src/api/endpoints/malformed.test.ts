/**
 * Issue 22, the answers found by the generated cases, as plain regression tests: one unusable
 * item never fails a page or a thread, the good ones beside it stay, a malformed id never becomes
 * the paging cursor, and lone surrogates never reach a URL.
 */
import { resetSession } from '../../state/testing'
import { postStatus } from './compose'
import { fetchContext, fetchStatus } from './statuses'
import { fetchTimeline } from './timelines'

const good = (id: string) => ({ id, account: { id: 'AAAAu', acct: 'u' }, content: '<p>ok</p>' })

function text(body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status: 200, headers })
}

describe('malformed answers (issue 22)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    resetSession({ server: 'https://i.test', token: null })
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('keeps the good statuses of a timeline page and logs each one left out', async () => {
    const page = [
      good('AAAA9'),
      null,
      'not an object',
      { ...good('AAAA8'), id: null },
      { ...good('AAAA8'), account: { id: 'javascript:alert(1)' } },
      { ...good('AAAA7'), reblog: { id: null } },
      good('AAAA6'),
      { ...good('x'), id: '1' },
      good('AAAA5'),
    ]
    fetchMock.mockResolvedValue(text(JSON.stringify(page)))
    const { ids } = await fetchTimeline('public')
    expect(ids).toEqual(['AAAA9', 'AAAA6', 'AAAA5'])
    expect(warn).toHaveBeenCalledWith('Starling: left out status "1": id out of the page order')
    expect(warn).toHaveBeenCalledWith(
      'Starling: left out status "AAAA7": the repeated status is unusable',
    )
  })

  it("reads a preview, whose id is Pleroma's pleroma:fakeid (PLEROMA-API preview)", async () => {
    fetchMock.mockResolvedValue(
      text(
        JSON.stringify({
          ...good('x'),
          id: 'pleroma:fakeid',
          content: '<p><strong>hi</strong></p>',
        }),
      ),
    )
    const { status } = await postStatus({ status: '**hi**', preview: true }, 'key')
    expect(status.raw_html).toBe('<p><strong>hi</strong></p>')
  })

  it('keeps the good posts of a conversation beside a broken one', async () => {
    fetchMock.mockResolvedValue(
      text(
        JSON.stringify({
          ancestors: [good('AAAA1'), { id: 'AAAA2' }],
          descendants: [7, good('AAAA4')],
        }),
      ),
    )
    const context = await fetchContext('AAAA3')
    expect(context.ancestors).toEqual(['AAAA1'])
    expect(context.descendants).toEqual(['AAAA4'])
  })

  it('makes lone surrogates well-formed before any URL is built', async () => {
    fetchMock.mockResolvedValue(
      text('{"id":"AAAA1","account":{"id":"AAAAu","acct":"u\\ud800"},"content":"a\\udc00b"}'),
    )
    const { batch } = await fetchStatus('AAAA1')
    expect(batch.statuses[0]?.raw_html).toBe('a\uFFFDb')
    expect(batch.users[0]?.screen_name).toBe('u\uFFFD')
    expect(() => encodeURIComponent(batch.users[0]?.screen_name ?? '')).not.toThrow()
  })

  it('takes a status answer without a usable id as the status asked for', async () => {
    fetchMock.mockResolvedValue(text(JSON.stringify({ ...good('AAAA1'), id: '' })))
    expect((await fetchStatus('AAAA1')).id).toBe('AAAA1')
  })
})
