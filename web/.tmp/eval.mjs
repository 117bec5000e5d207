import { chromium } from 'playwright-core'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
console.log(
  await page.evaluate(() => [
    Intl.NumberFormat.supportedLocalesOf(['ne', 'ne-NP', 'hi']),
    new Intl.NumberFormat('hi-IN-u-nu-deva').format(123),
    new Intl.NumberFormat('mr-IN').format(123),
    new Intl.NumberFormat('en-u-nu-deva').format(123),
    new Intl.DateTimeFormat('ne').format(new Date()),
  ]),
)
await browser.close()
