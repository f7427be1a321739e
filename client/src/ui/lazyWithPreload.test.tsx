import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyWithPreload } from './lazyWithPreload'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('lazyWithPreload (issue 20)', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Lazy = lazyWithPreload(load)
    await Lazy.preload()
    await Lazy.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends like React.lazy when nothing was preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Greeting))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument()
  })

  it('forgets a failed preload: the render loads again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting)
    const Lazy = lazyWithPreload(load)
    await expect(Lazy.preload()).resolves.toBeUndefined()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Lin" />
      </Suspense>,
    )
    expect(await screen.findByText('Hello Lin')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
