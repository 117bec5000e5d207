import { chromium } from 'playwright-core'
const base = process.env.BASE ?? 'http://127.0.0.1:3100'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
for (const [i, path] of process.argv.slice(2).entries()) {
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/s${i}.png`, fullPage: false })
  console.log(path, '→', page.url(), await page.title())
}
await browser.close()
