// `npm run dev [-- --instance https://example.social]`: the Vite dev server with a proxy to an
// instance (like Pleroma-FE's dev set-up). Without --instance, the demo instance runs beside it.
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const at = process.argv.indexOf('--instance')
const instance = at > 0 ? process.argv[at + 1] : undefined
if (at > 0 && !instance) {
  console.error('Usage: npm run dev -- --instance https://example.social')
  process.exit(2)
}

const children = []
const env = { ...process.env, STARLING_INSTANCE: instance ?? 'http://localhost:4000' }
if (!instance) {
  children.push(
    spawn('npm', ['run', 'serve'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: '4000' },
    }),
  )
}
children.push(spawn('npx', ['vite'], { cwd: `${root}client`, stdio: 'inherit', env }))
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exit(0)
  })
}
