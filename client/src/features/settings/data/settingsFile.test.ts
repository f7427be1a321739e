// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exportText } from './csv'
import { readSettingsFile, settingsFileContent } from './settingsFile'

const file = (data: unknown) => JSON.stringify(data)

describe('settings backup file (s1 §5 "Settings import", s1 §9 format version 1)', () => {
  it('writes the user values with the version mark [1, 0] and reads them back', () => {
    const content = settingsFileContent({ theme: 'light', muteWords: ['spoiler'] })
    expect(content).toEqual({
      _pleroma_settings_version: [1, 0],
      theme: 'light',
      muteWords: ['spoiler'],
    })
    expect(readSettingsFile(file(content))).toEqual({
      ok: true,
      values: { theme: 'light', muteWords: ['spoiler'] },
      skipped: 0,
      warning: null,
    })
  })

  it('refuses a file that is not JSON, not an object or has no version mark', () => {
    for (const text of ['not json', '[1,0]', 'null', file({ theme: 'light' })])
      expect(readSettingsFile(text)).toEqual({
        ok: false,
        error: { key: 'settings.file_export_import.errors.invalid_file', args: {} },
      })
    expect(readSettingsFile(file({ _pleroma_settings_version: 'one' })).ok).toBe(false)
  })

  it('refuses another major version, newer or older', () => {
    expect(readSettingsFile(file({ _pleroma_settings_version: [2, 0] }))).toEqual({
      ok: false,
      error: {
        key: 'settings.file_export_import.errors.file_too_new',
        args: { file: 2, client: 1 },
      },
    })
    expect(readSettingsFile(file({ _pleroma_settings_version: [0, 3] }))).toEqual({
      ok: false,
      error: {
        key: 'settings.file_export_import.errors.file_too_old',
        args: { file: 0, client: 1 },
      },
    })
  })

  it('takes another minor version with a warning', () => {
    const newer = readSettingsFile(file({ _pleroma_settings_version: [1, 4], theme: 'light' }))
    expect(newer).toMatchObject({
      ok: true,
      values: { theme: 'light' },
      warning: {
        key: 'settings.file_export_import.errors.file_slightly_new',
        args: { file: 4, client: 0 },
      },
    })
  })

  it('leaves out unknown names, reserved underscore paths and invalid values', () => {
    const result = readSettingsFile(
      file({
        _pleroma_settings_version: [1, 0],
        _journal: [],
        theme: 'no-such-theme',
        somethingElse: true,
        hideNsfw: false,
      }),
    )
    expect(result).toMatchObject({ ok: true, values: { hideNsfw: false }, skipped: 3 })
  })
})

describe('follow, block and mute exports', () => {
  it('writes one address per line, local accounts with the instance host', () => {
    const users = [
      { screen_name: 'dave', is_local: true },
      { screen_name: 'robin@birds.example', is_local: false },
    ]
    expect(exportText(users, 'starling.test')).toBe('dave@starling.test\nrobin@birds.example\n')
    expect(exportText([], 'starling.test')).toBe('')
  })
})
