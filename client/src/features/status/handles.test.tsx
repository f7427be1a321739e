import { screen } from '@testing-library/react'
import { StatusCard } from './StatusCard'
import { makeMention, makeStatus, makeUser } from './testing/factories'
import { renderWithApp, resetWorld, setUpI18n, store } from './testing/render'

beforeAll(setUpI18n)
beforeEach(() => resetWorld(['about', 'main']))

describe('handles shown one way (s1 §3 screen_name_ui; issue 11 item 9)', () => {
  it('shows an internationalized host in Unicode in the reply-to line and mention links', () => {
    const author = makeUser({ id: 'A1', name: 'Alice', screen_name: 'alice' })
    const jonas = makeMention(
      makeUser({
        id: 'J1',
        screen_name: 'jonas@xn--vgel-5qa.example',
        statusnet_profile_url: 'https://xn--vgel-5qa.example/users/jonas',
      }),
    )
    const status = makeStatus({
      id: 'S1',
      user: author.id,
      in_reply_to_status_id: 'P1',
      in_reply_to_screen_name: 'jonas@xn--vgel-5qa.example',
      attentions: [jonas],
      raw_html:
        '<p>hi <span class="h-card"><a class="u-url mention" href="https://xn--vgel-5qa.example/users/jonas">@<span>jonas</span></a></span></p>',
    })
    store([status], [author])
    renderWithApp(<StatusCard statusId="S1" />)
    expect(screen.getByRole('link', { name: 'Reply to @jonas@vögel.example' })).toBeInTheDocument()
    expect(screen.queryByText(/xn--/)).not.toBeInTheDocument()
    expect(document.querySelector('[title*="xn--"]')).toBeNull()
  })
})
