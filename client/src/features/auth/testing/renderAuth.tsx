/**
 * Test helper: renders an auth page or form inside a memory router whose other routes show
 * their path, so a test sees where the app went. Also resets the instance config.
 */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { defaultInstanceConfig, type InstanceConfig } from '../../../entities/instanceConfig'
import { instanceStore } from '../../../state/instance'

function Where() {
  const location = useLocation()
  const state = location.state ? ` ${JSON.stringify(location.state)}` : ''
  return <p>{`at ${location.pathname}${state}`}</p>
}

/** Sets the instance config: the defaults of s1 §3 plus `over`; marks the instance loaded. */
export function setInstance(over: Partial<InstanceConfig> = {}): void {
  instanceStore.setState({
    config: { ...defaultInstanceConfig(window.location.origin), ...over },
    loaded: true,
  })
}

/**
 * Renders `element` at `path` (matched by `pattern`, default = path); every other path renders
 * "at {path} {state}".
 */
export function renderAt(
  element: ReactElement,
  path: string,
  options: { pattern?: string; state?: unknown } = {},
) {
  return render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: options.state,
        },
      ]}
    >
      <Routes>
        <Route path={options.pattern ?? path.split('?')[0]} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}
