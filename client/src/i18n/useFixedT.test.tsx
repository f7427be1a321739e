import { act, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initI18n, setLanguage } from './index'
import { useFixedT, type FixedT } from './useFixedT'

const seen: FixedT[] = []

function Title({ id }: { id: string }) {
  const fixed = useFixedT()
  seen.push(fixed)
  return <p data-testid={id}>{fixed.t('timeline.public_tl')}</p>
}

describe('useFixedT (issue 20)', () => {
  beforeAll(async () => {
    await initI18n('en')
  })
  afterAll(async () => {
    await setLanguage('en')
  })

  it('gives every component one t of the active language, and renders again in a new one', async () => {
    render(
      <>
        <Title id="a" />
        <Title id="b" />
      </>,
    )
    expect(screen.getByTestId('a')).toHaveTextContent('Public timeline')
    expect(seen[0]).toBe(seen[1])
    await act(() => setLanguage('de'))
    expect(screen.getByTestId('a')).toHaveTextContent('Öffentliche Zeitleiste')
    expect(screen.getByTestId('b')).toHaveTextContent('Öffentliche Zeitleiste')
    expect(seen.at(-1)).not.toBe(seen[0])
  })
})
