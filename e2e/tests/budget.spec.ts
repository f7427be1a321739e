import { expect, test } from '@playwright/test'
import { initialLoad, initialLoadBudgetBytes } from '../lib/bundle'

test('the initial load stays within 150 KB of gzip JS+CSS @desktop-only', () => {
  const { files, gzipBytes } = initialLoad()
  expect(files.some((file) => file.path.endsWith('.js'))).toBe(true)
  expect(gzipBytes).toBeLessThanOrEqual(initialLoadBudgetBytes)
})
