import { useEffect, useRef, useState } from 'react'

/** Side of the decoded picture in px; CSS stretches the canvas over its box. */
const SIDE = 32

/** Props of {@link Blurhash}. */
export interface BlurhashProps {
  /** A BlurHash (the attachment's `blurhash`, PLEROMA-API §6 "Media attachment"). */
  hash: string
  className?: string
}

/**
 * A decorative blurred preview of a picture, drawn from its BlurHash on a 32 x 32 canvas (no
 * data: URL, no style attribute: the CSP allows neither everywhere). The decoder (the `blurhash`
 * package) is a chunk of its own, loaded by the first placeholder shown; each decodes in its own
 * task. Until it is painted,
 * and for good when the hash does not decode, when the decoder cannot load or when the browser
 * gives no 2D context, the canvas is hidden: the placeholder is simply absent.
 */
export function Blurhash({ hash, className }: BlurhashProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    import('blurhash')
      // Each placeholder decodes in a task of its own: a page of posts shows several at once,
      // and decoded in one go they were one long task of the first render (issue 20).
      .then((decoder) => new Promise<typeof decoder>((resolve) => setTimeout(resolve, 0, decoder)))
      .then(({ decode, isBlurhashValid }) => {
        const context = canvas.current?.getContext('2d')
        if (!live || !context || !isBlurhashValid(hash).result) return
        const image = context.createImageData(SIDE, SIDE)
        image.data.set(decode(hash, SIDE, SIDE))
        context.putImageData(image, 0, 0)
        setPainted(true)
      })
      // A decoder that failed to load or a hash it refuses: no placeholder, nothing to report.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [hash])
  return (
    <canvas
      ref={canvas}
      width={SIDE}
      height={SIDE}
      aria-hidden="true"
      className={className}
      hidden={!painted}
      data-blurhash=""
    />
  )
}
