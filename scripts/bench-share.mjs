#!/usr/bin/env node
// What one share image costs (issue 33): a job's card drawn and encoded by the built server's
// renderer (server/dist/lib/share), in Nepali and in English, with and without a logo, and with
// a hostile title (long, unbroken). Drawing runs on the event loop; encoding the PNG runs on
// libuv's thread pool. The event loop's longest stall while 8 images are made side by side
// (the route draws at most 2 at once) is measured too.
//
//   npm run bench:share             builds, then runs this (a few seconds)
//   node scripts/bench-share.mjs    with the current server/dist
// Prints Markdown for docs/performance.md.
import { createCanvas } from '@napi-rs/canvas'
import { cpus } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const { shareCard } = await import('../server/dist/lib/share/cards.js')
const { drawCard, encodePng, loadShareFonts } = await import('../server/dist/lib/share/render.js')

const ROUNDS = 40
const salary = { currency: 'NRs', minimum: 45000, maximum: 60000, unit: 'Monthly' }
const JOBS = {
  ne: {
    title: 'लेखा अधिकृत (कर्मचारी व्यवस्थापन) — क्षेत्रीय प्रशिक्षण केन्द्र',
    organization: { name: 'हिमालय ट्रेडर्स प्रा. लि.', logo: '/api/v1/organizations/7/logo/' },
    location_info: { city: { name: 'पुतलीसडक' }, district: { name: 'काठमाडौँ' } },
    offered_salary: salary,
    deadline: '2026-12-15T18:14:59.000Z',
  },
  en: {
    title: 'Accounts Officer (Staff Management), Regional Training Centre',
    organization: { name: 'Himalaya Traders Pvt. Ltd.', logo: '/api/v1/organizations/7/logo/' },
    location_info: { city: { name: 'Putalisadak' }, district: { name: 'Kathmandu' } },
    offered_salary: salary,
    deadline: '2026-12-15T18:14:59.000Z',
  },
}
const HOSTILE = { ...JOBS.ne, title: 'क्'.repeat(50_000) + ' ' + 'W'.repeat(50_000) }

function logoPng() {
  const canvas = createCanvas(400, 400)
  const context = canvas.getContext('2d')
  context.fillStyle = '#c0392b'
  context.fillRect(0, 0, 400, 400)
  return canvas.toBuffer('image/png')
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
const ms = (value) => value.toFixed(1)

async function measure(name, job, lang, logo) {
  const draws = []
  const encodes = []
  let bytes = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    const card = shareCard('job', job, lang)
    const start = performance.now()
    const canvas = drawCard(card, logo)
    const drawn = performance.now()
    const png = await encodePng(canvas)
    encodes.push(performance.now() - drawn)
    draws.push(drawn - start)
    bytes = png.length
  }
  return { name, draws, encodes, bytes }
}

loadShareFonts()
const logo = logoPng()
// The first card loads the fonts' tables: not counted.
await encodePng(drawCard(shareCard('job', JOBS.ne, 'ne'), logo))
const rows = [
  await measure(
    'Nepali job, initial',
    { ...JOBS.ne, organization: { name: 'हिमालय ट्रेडर्स' } },
    'ne',
    null,
  ),
  await measure('Nepali job, logo', JOBS.ne, 'ne', logo),
  await measure('English job, logo', JOBS.en, 'en', logo),
  await measure('hostile title (100,000 characters)', HOSTILE, 'ne', null),
]

// 8 images at once, 2 drawn at a time as the route does: the event loop's longest stall.
const histogram = monitorEventLoopDelay({ resolution: 1 })
histogram.enable()
const queue = Array.from({ length: 8 }, (_, index) => (index % 2 ? JOBS.en : JOBS.ne))
const started = performance.now()
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) {
      const job = queue.shift()
      await encodePng(drawCard(shareCard('job', job, job === JOBS.en ? 'en' : 'ne'), logo))
    }
  }),
)
const wall = performance.now() - started
histogram.disable()

console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${ROUNDS} rounds each\n`,
)
console.log(
  '| card | draw p50 (event loop) | draw p95 | encode p50 (thread pool) | encode p95 | PNG |',
)
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) {
  console.log(
    `| ${row.name} | ${ms(percentile(row.draws, 0.5))} ms | ${ms(percentile(row.draws, 0.95))} ms | ` +
      `${ms(percentile(row.encodes, 0.5))} ms | ${ms(percentile(row.encodes, 0.95))} ms | ` +
      `${Math.round(row.bytes / 1024)} KB |`,
  )
}
console.log(
  `\n8 images, 2 at a time: ${ms(wall)} ms in all; the event loop's longest stall ` +
    `${ms(histogram.max / 1e6)} ms (p99 ${ms(histogram.percentile(99) / 1e6)} ms).`,
)
