// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatFileSize } from './fileSize'

describe('formatFileSize', () => {
  it('uses B, KiB, MiB, GiB and TiB with 2 decimals', () => {
    expect(formatFileSize(0)).toEqual({ num: '0.00', unit: 'B' })
    expect(formatFileSize(512)).toEqual({ num: '512.00', unit: 'B' })
    expect(formatFileSize(1536)).toEqual({ num: '1.50', unit: 'KiB' })
    expect(formatFileSize(16 * 1024 * 1024)).toEqual({ num: '16.00', unit: 'MiB' })
    expect(formatFileSize(3.25 * 1024 ** 3)).toEqual({ num: '3.25', unit: 'GiB' })
    expect(formatFileSize(2 * 1024 ** 5)).toEqual({ num: '2,048.00', unit: 'TiB' })
  })

  it('writes the number as the language writes numbers', () => {
    expect(formatFileSize(1536, 'de')).toEqual({ num: '1,50', unit: 'KiB' })
    expect(formatFileSize(1536, 'fa')).toEqual({ num: '۱٫۵۰', unit: 'KiB' })
  })
})
