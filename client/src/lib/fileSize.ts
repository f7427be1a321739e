/** Byte counts in human units (s1 §5 file_too_big; the Profile tab's upload limits). */

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const

/** A size for the file_too_big message: `num` with 2 decimals and its binary unit. */
export interface FormattedSize {
  num: string
  unit: (typeof UNITS)[number]
}

/**
 * Formats a byte count for upload.error.file_too_big (s1 §5): B, KiB, MiB, GiB or TiB (powers
 * of 1024, TiB at most), 2 decimals, written as `locale` (a BCP 47 tag, i18n formatLocale)
 * writes numbers. 1536 bytes -> { num: '1.50', unit: 'KiB' }; in "fa" { num: '۱٫۵۰', ... }.
 */
export function formatFileSize(bytes: number, locale = 'en'): FormattedSize {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  let exponent = safe < 1 ? 0 : Math.floor(Math.log(safe) / Math.log(1024))
  exponent = Math.min(Math.max(exponent, 0), UNITS.length - 1)
  const unit = UNITS[exponent] ?? 'B'
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  return { num: new Intl.NumberFormat(locale, digits).format(safe / 1024 ** exponent), unit }
}
