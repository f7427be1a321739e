import {
  ACCOUNTS_KEY,
  activeKeptAccount,
  clearActiveAccount,
  forgetAccount,
  handleOf,
  keepAccount,
  readKeptAccounts,
  type KeptAccount,
} from './accounts'
import { bootOrigin } from './server'

const far: KeptAccount = {
  server: 'https://far.example',
  userId: '1',
  acct: 'alice',
  avatar: null,
  token: 't1',
}
const near: KeptAccount = { ...far, server: 'http://localhost:3000', token: 't2' }

beforeEach(() => localStorage.clear())

describe('kept accounts (issue 13)', () => {
  it('keeps several accounts, the same id on two servers being two accounts', () => {
    keepAccount(far)
    keepAccount(near)
    expect(readKeptAccounts()).toEqual([far, near])
    expect(activeKeptAccount()).toEqual(near)
    expect(localStorage.getItem('starling:active-account')).toBe('http://localhost:3000 1')
    keepAccount({ ...far, token: 'renewed' })
    expect(readKeptAccounts().map((a) => a.token)).toEqual(['renewed', 't2'])
  })

  it("starts with the active account's server, else the chosen one, else the page", () => {
    expect(bootOrigin()).toBe(window.location.origin)
    localStorage.setItem('starling:server', 'https://chosen.example')
    expect(bootOrigin()).toBe('https://chosen.example')
    keepAccount(far)
    expect(bootOrigin()).toBe('https://far.example')
    clearActiveAccount()
    expect(bootOrigin()).toBe('https://chosen.example')
  })

  it('forgets one account only, and no other becomes active by itself', () => {
    keepAccount(far)
    keepAccount(near)
    forgetAccount('http://localhost:3000 1')
    expect(readKeptAccounts()).toEqual([far])
    expect(activeKeptAccount()).toBeNull()
  })

  it('leaves out unreadable entries', () => {
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify([far, { server: 'nope' }, 3]))
    expect(readKeptAccounts()).toEqual([far])
    localStorage.setItem(ACCOUNTS_KEY, '{not json')
    expect(readKeptAccounts()).toEqual([])
  })

  it('names an account @acct@host', () => {
    expect(handleOf(near)).toBe('@alice@localhost:3000')
  })
})
