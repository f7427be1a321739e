// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isInList, memberRows, membersToAdd, startEdit, toggleMember } from './memberEdit'

describe('list member edit (s1 §4 "Lists edit": toggled removed/added with undo)', () => {
  it('removes a member, and undoes the removal', () => {
    const start = startEdit(['bob', 'carol'])
    const removed = toggleMember(start, 'bob')
    expect(removed.call).toBe('remove')
    expect(isInList(removed.edit, 'bob')).toBe(false)
    expect(memberRows(removed.edit)).toEqual(['bob', 'carol'])
    const undone = toggleMember(removed.edit, 'bob')
    expect(undone.call).toBe('add')
    expect(isInList(undone.edit, 'bob')).toBe(true)
    expect(undone.edit.removed).toEqual([])
  })

  it('adds someone from the search, and undoes the addition', () => {
    const added = toggleMember(startEdit(['bob']), 'dave')
    expect(added.call).toBe('add')
    expect(isInList(added.edit, 'dave')).toBe(true)
    expect(memberRows(added.edit)).toEqual(['bob', 'dave'])
    const undone = toggleMember(added.edit, 'dave')
    expect(undone.call).toBe('remove')
    expect(isInList(undone.edit, 'dave')).toBe(false)
    expect(memberRows(undone.edit)).toEqual(['bob'])
  })

  it('a new list sends only the additions that were not undone, in their order', () => {
    let edit = startEdit()
    for (const id of ['bob', 'carol', 'dave']) edit = toggleMember(edit, id).edit
    edit = toggleMember(edit, 'carol').edit
    expect(membersToAdd(edit)).toEqual(['bob', 'dave'])
  })
})
