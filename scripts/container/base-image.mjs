// The Dockerfile's base, `node:24-slim`, built here from Debian packages because no image registry
// can be reached: Debian bookworm (mmdebstrap, minbase without docs, man pages or locales, as the
// Debian slim images are) plus Node 24 (the `node` npm package's binary) and npm, with the
// `node` user (uid 1000) the Dockerfile runs as. Tagged `node:24-slim` in local storage only.
//
// For this test base only (never in the project's Dockerfile): the machine's CA bundle, trusted
// through NODE_EXTRA_CA_CERTS, so `npm ci` inside the build reaches the registry the way the
// machine itself does.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureNode24 } from '../on-node24.mjs'
import { imageExists, podman } from './podman.mjs'

export const BASE_IMAGE = 'node:24-slim'
const DEBIAN_IMAGE = 'localhost/jagir-test/debian:bookworm-slim'
const MACHINE_CA = '/etc/ssl/certs/ca-certificates.crt'
const MIRRORS = [
  'deb http://deb.debian.org/debian bookworm main',
  'deb http://deb.debian.org/debian bookworm-updates main',
  'deb http://deb.debian.org/debian-security bookworm-security main',
]

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.error || result.status !== 0) {
    throw new Error(`${command} failed: ${result.error?.message ?? `exit ${result.status}`}`)
  }
}

/** Debian bookworm, slim, as a local image. */
function buildDebian(work) {
  const tarball = path.join(work, 'rootfs.tar')
  run('mmdebstrap', [
    '--quiet',
    '--variant=minbase',
    '--include=ca-certificates,passwd',
    // What the Debian slim images leave out.
    ...[
      '/usr/share/doc/*',
      '/usr/share/man/*',
      '/usr/share/info/*',
      '/usr/share/locale/*',
      '/usr/share/lintian/*',
    ].map((pattern) => `--dpkgopt=path-exclude=${pattern}`),
    '--dpkgopt=path-include=/usr/share/doc/*/copyright',
    'bookworm',
    tarball,
    ...MIRRORS,
  ])
  podman(['import', tarball, DEBIAN_IMAGE])
}

/** Node 24 and npm on that Debian, with the `node` user: the stand-in for node:24-slim. */
function buildNode(work) {
  const context = path.join(work, 'context')
  mkdirSync(context)
  copyFileSync(realpathSync(ensureNode24()), path.join(context, 'node'))
  chmodSync(path.join(context, 'node'), 0o755)
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', context, 'npm@11'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  copyFileSync(MACHINE_CA, path.join(context, 'machine-ca.crt'))
  writeFileSync(
    path.join(context, 'Containerfile'),
    [
      `FROM ${DEBIAN_IMAGE}`,
      'COPY node /usr/local/bin/node',
      'COPY node_modules/npm /usr/local/lib/node_modules/npm',
      'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
      ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
      ' && groupadd --gid 1000 node \\',
      ' && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\',
      ' && node --version && npm --version',
      '# The test machine only: trust its CA bundle, so npm reaches the registry from builds.',
      'COPY machine-ca.crt /usr/local/share/jagir-test/machine-ca.crt',
      'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/jagir-test/machine-ca.crt',
      'CMD ["node"]',
      '',
    ].join('\n'),
  )
  podman(['build', '--pull=never', '--network=host', '-t', BASE_IMAGE, context], { inherit: true })
}

/**
 * Builds node:24-slim locally unless it is there already (`rebuild` forces it). Takes about a
 * minute: most of it mmdebstrap.
 */
export function ensureBaseImage({ rebuild = false } = {}) {
  if (!rebuild && imageExists(BASE_IMAGE)) return false
  const work = mkdtempSync(path.join(tmpdir(), 'jagir-base-'))
  try {
    console.log(`container: building ${BASE_IMAGE} from Debian packages and the node@24 package`)
    buildDebian(work)
    buildNode(work)
    return true
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
