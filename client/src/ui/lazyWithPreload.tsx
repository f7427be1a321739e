import { lazy, useState, type ComponentType } from 'react'

/** A lazily loaded component that can be asked to load before it first renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the module (once); resolves when it has loaded or failed to. */
  preload: () => Promise<void>
}

/**
 * `React.lazy` of `load`'s component, with `preload()`. Once the module has loaded (preloaded,
 * or rendered once), a new instance renders it at once instead of suspending: no fallback is
 * committed for it, and it is not held back by React's reveal throttle (a boundary whose
 * fallback was shown reveals its content at the earliest 300 ms after the last fallback; a
 * member's user card, the page's largest paint, came that much after the posts: issue 20).
 * An instance keeps the component type it started with, so nothing remounts. Render it inside
 * Suspense. A failed preload is forgotten: the first render loads again, and a failure there
 * throws to the error boundary, as with `React.lazy`.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => start().then((component) => ({ default: component })))
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    )
  return Object.assign(Preloaded, { preload })
}
