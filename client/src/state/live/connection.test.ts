// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { defaultInstanceConfig } from '../../entities/instanceConfig'
import { instanceStore } from '../instance'
import { streamingBase } from './connection'

const initial = instanceStore.getState()
afterEach(() => instanceStore.setState(initial, true))

describe('streamingBase (issue 13: the stream from urls.streaming_api)', () => {
  it("opens the booted server's streaming_api", () => {
    const config = defaultInstanceConfig('https://gts.example')
    instanceStore.setState({ config: { ...config, streamingApi: 'wss://stream.gts.example' } })
    expect(streamingBase('https://gts.example')).toBe('wss://stream.gts.example')
  })

  it('falls back to the server origin when none is named or the account is elsewhere', () => {
    instanceStore.setState({ config: defaultInstanceConfig('https://gts.example') })
    expect(streamingBase('https://gts.example')).toBe('https://gts.example')
    const config = {
      ...defaultInstanceConfig('https://a.example'),
      streamingApi: 'wss://a.example',
    }
    instanceStore.setState({ config })
    expect(streamingBase('https://b.example')).toBe('https://b.example')
  })

  it("follows a plain-http server's scheme on its own host (GoToSocial says wss:// there)", () => {
    const config = defaultInstanceConfig('http://127.0.0.1:4316')
    instanceStore.setState({ config: { ...config, streamingApi: 'wss://127.0.0.1:4316' } })
    expect(streamingBase('http://127.0.0.1:4316')).toBe('http://127.0.0.1:4316')
  })
})
