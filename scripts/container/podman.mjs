// Podman as this machine can run it (docs/performance.md, "Container"): root, runc, cgroupfs,
// and a containers.conf without default ulimits (runc refuses the RLIMIT_NOFILE podman would set
// here). No image registry is reachable: images are built
// locally and used with --pull=never.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * overlay where the kernel has it (this machine does): layers are shared, so a build takes a
 * few hundred MB and cached steps cost nothing. vfs otherwise (the recipe known to work on every
 * machine here): each layer is a full copy of the filesystem, 5 to 6 GB for one build of this
 * image. JAGIR_PODMAN_DRIVER=vfs forces it. Each driver keeps its own storage, so neither
 * meets images the other made (podman refuses to open storage with another driver).
 */
export const STORAGE_DRIVER =
  process.env.JAGIR_PODMAN_DRIVER ??
  (/\toverlay$/m.test(readFileSafe('/proc/filesystems')) ? 'overlay' : 'vfs')

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

const GLOBAL_FLAGS = [
  `--storage-driver=${STORAGE_DRIVER}`,
  `--root=/var/lib/containers/jagir-${STORAGE_DRIVER}`,
  `--runroot=/run/jagir-containers-${STORAGE_DRIVER}`,
  '--runtime=runc',
  '--cgroup-manager=cgroupfs',
]

function containersConf() {
  const dir = path.join(tmpdir(), 'jagir-podman')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'containers.conf')
  writeFileSync(file, '[containers]\ndefault_ulimits = []\n')
  return file
}

const env = () => ({ ...process.env, CONTAINERS_CONF: containersConf() })

/** True when podman (and runc) can be run here. */
export function havePodman() {
  return !spawnSync('podman', ['--version']).error && !spawnSync('runc', ['--version']).error
}

/**
 * Runs podman with this machine's flags and waits. `inherit: true` shows its output; otherwise
 * stdout is returned. Throws with podman's stderr when it fails, unless `allowFailure`.
 */
export function podman(args, { inherit = false, allowFailure = false } = {}) {
  const run = spawnSync('podman', [...GLOBAL_FLAGS, ...args], {
    env: env(),
    encoding: 'utf8',
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0 && !allowFailure) {
    throw new Error(`podman ${args.join(' ')} failed (${run.status}):\n${run.stderr ?? ''}`)
  }
  return { status: run.status, stdout: (run.stdout ?? '').trim(), stderr: run.stderr ?? '' }
}

/** Starts podman in the background (for `podman run` without -d, `podman logs -f`). */
export function podmanChild(args) {
  return spawn('podman', [...GLOBAL_FLAGS, ...args], {
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** True when the image exists in local storage. */
export const imageExists = (name) =>
  podman(['image', 'exists', name], { allowFailure: true }).status === 0
