import { useRef, useState, type SyntheticEvent } from 'react'
import styles from './StillImage.module.css'

/** Props of {@link StillImage}. */
export interface StillImageProps {
  src: string
  alt: string
  title?: string
  className?: string
  loading: 'eager' | 'lazy'
  /** The surrounding link is hovered or focused: show the animation. */
  animate: boolean
  /** Called when the image has loaded or failed to. */
  onSettled?: () => void
}

/**
 * An animated image (GIF) shown still (stopGifs, s1 §3; Pleroma-FE's StillImage): once the image
 * has loaded, its first frame is painted on a canvas laid over it; while `animate` is true (the
 * surrounding link is hovered or focused) the canvas is hidden and the animation shows. The `<img>` stays in place (and in the
 * accessibility tree with its alt text); the canvas is decorative. When the canvas cannot be
 * painted (no 2D context), the animated image simply shows.
 */
export function StillImage({
  src,
  alt,
  title,
  className,
  loading,
  animate,
  onSettled,
}: StillImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [still, setStill] = useState(false)
  const paint = (event: SyntheticEvent<HTMLImageElement>) => {
    onSettled?.()
    const image = event.currentTarget
    const target = canvas.current
    const context = target?.getContext('2d')
    if (!target || !context) return
    target.width = image.naturalWidth
    target.height = image.naturalHeight
    context.drawImage(image, 0, 0, target.width, target.height)
    setStill(true)
  }
  return (
    <span className={styles.still}>
      <img
        className={className}
        src={src}
        alt={alt}
        title={title}
        loading={loading}
        onLoad={paint}
        onError={onSettled}
      />
      <canvas ref={canvas} aria-hidden="true" className={styles.frame} hidden={!still || animate} />
    </span>
  )
}
