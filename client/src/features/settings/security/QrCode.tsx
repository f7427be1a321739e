import { encode } from 'uqr'
import styles from './Security.module.css'

/**
 * A QR code of `text` drawn as SVG (uqr encodes it; one path of dark modules on a light square,
 * so it scans in every theme). `label` names the image for assistive technology.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = encode(text, { ecc: 'M', border: 2 })
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={styles.qr}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
