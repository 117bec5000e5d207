import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../server/src/config.js'
import { shutdownGraceMs } from '../../server/src/shutdown.js'
import { MANIFEST_DIR, validateManifests } from '../../scripts/validate-k8s.mjs'

// Issue 17, item 3: the manifests are checked by a validator (the Kubernetes API's schemas, from
// the kubernetes-models package, plus TypeScript for unknown fields), and hold what the issue asks
// of the deployment. A cluster is not needed, nor any network.

interface K8sObject {
  apiVersion: string
  kind: string
  metadata: { name: string; labels?: Record<string, string> }
  // The objects are plain parsed YAML: the tests reach into them as an operator reads them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any
}

let objects: K8sObject[]
let problems: string[]

beforeAll(async () => {
  ;({ objects, problems } = await validateManifests())
})

const find = (kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name)
  if (!object) throw new Error(`no ${kind} ${name} in deploy/k8s`)
  return object
}

describe('the manifests in deploy/k8s', () => {
  it('match the Kubernetes schemas, with no unknown field', () => {
    expect(problems).toEqual([])
    expect(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'ConfigMap/jagir-config',
      'Deployment/jagir',
      'Deployment/redis',
      'HorizontalPodAutoscaler/jagir',
      'Namespace/jagir',
      'NetworkPolicy/redis',
      'PodDisruptionBudget/jagir',
      'Secret/jagir-redis',
      'Secret/jagir-secrets',
      'Service/jagir',
      'Service/redis',
      'ServiceAccount/jagir',
    ])
  })
})

describe('the validator', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jagir-k8s-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** The manifests with one file edited; the problems the validator finds in them. */
  async function problemsAfter(
    file: string,
    edit: (doc: ReturnType<typeof parseDocument>) => void,
  ) {
    rmSync(dir, { recursive: true, force: true })
    cpSync(MANIFEST_DIR, dir, { recursive: true })
    const doc = parseDocument(readFileSync(path.join(dir, file), 'utf8'))
    edit(doc)
    writeFileSync(path.join(dir, file), doc.toString())
    return (await validateManifests(dir)).problems as string[]
  }
  const container = ['spec', 'template', 'spec', 'containers', 0]

  it('refuses a misspelt field', async () => {
    const found = await problemsAfter('deployment.yaml', (doc) =>
      doc.setIn([...container, 'readinessProbes'], doc.getIn([...container, 'readinessProbe'])),
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(
      /deployment\.yaml .*Deployment jagir.*'"readinessProbes"' does not exist/,
    )
  })

  it('refuses a field put at the wrong level', async () => {
    const found = await problemsAfter('deployment.yaml', (doc) =>
      doc.setIn(['spec', 'template', 'spec', 'readOnlyRootFilesystem'], true),
    )
    expect(found.join('\n')).toMatch(/readOnlyRootFilesystem.*does not exist in type 'IPodSpec'/)
  })

  it('refuses a wrong type and a missing required field', async () => {
    const found = await problemsAfter('deployment.yaml', (doc) => {
      doc.setIn(['spec', 'replicas'], 'three')
      doc.deleteIn(['spec', 'selector'])
    })
    expect(found.join('\n')).toContain('must have required property selector')
    expect(found.join('\n')).toContain('data/spec/replicas must be integer')
  })

  it('refuses an unknown kind, and a kustomization that misses a file', async () => {
    expect(
      (await problemsAfter('pdb.yaml', (doc) => doc.set('apiVersion', 'policy/v1beta7'))).join(),
    ).toContain('unknown apiVersion/kind policy/v1beta7/PodDisruptionBudget')
    const missing = await problemsAfter('kustomization.yaml', (doc) =>
      doc.set(
        'resources',
        (doc.toJS().resources as string[]).filter((file) => file !== 'hpa.yaml'),
      ),
    )
    expect(missing).toEqual([expect.stringContaining('hpa.yaml is not in resources')])
  })
})

describe('the Deployment (issue 17, item 3)', () => {
  const deployment = () => find('Deployment', 'jagir')
  const pod = () => deployment().spec.template.spec
  const bff = () => pod().containers[0]

  it('runs 3 replicas, checked by /healthz (startup, liveness) and /readyz (readiness)', () => {
    expect(deployment().spec.replicas).toBe(3)
    expect(bff().startupProbe.httpGet.path).toBe('/healthz')
    expect(bff().livenessProbe.httpGet.path).toBe('/healthz')
    expect(bff().readinessProbe.httpGet.path).toBe('/readyz')
    const port = bff().ports.find((p: { name: string }) => p.name === 'http')
    expect(port.containerPort).toBe(3000)
    expect(bff().env).toContainEqual({ name: 'PORT', value: '3000' })
  })

  it('asks for and limits its resources', () => {
    const { requests, limits } = bff().resources
    expect(Object.keys(requests).sort()).toEqual(['cpu', 'memory'])
    expect(Object.keys(limits).sort()).toEqual(['cpu', 'memory'])
    // The V8 heap fits under the memory limit (384 MiB of 640).
    const heapMb = Number(
      /--max-old-space-size=(\d+)/.exec(
        bff().env.find((e: { name: string }) => e.name === 'NODE_OPTIONS').value,
      )![1],
    )
    expect(heapMb).toBeLessThan(Number(/^(\d+)Mi$/.exec(limits.memory)![1]) * 0.75)
  })

  it('runs as a non-root user, read-only, with no privileges and no service account token', () => {
    expect(pod().securityContext.runAsNonRoot).toBe(true)
    expect(pod().securityContext.runAsUser).toBeGreaterThan(0)
    expect(bff().securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    })
    expect(pod().automountServiceAccountToken).toBe(false)
    expect(find('ServiceAccount', pod().serviceAccountName).automountServiceAccountToken).toBe(
      false,
    )
  })

  it('lets a terminating pod finish its requests: grace longer than pre-stop + the server’s own limit', () => {
    const config = find('ConfigMap', 'jagir-config').data
    const preStop = Number(bff().lifecycle.preStop.exec.command[1])
    const serverLimitS = shutdownGraceMs(Number(config.UPSTREAM_TIMEOUT_MS)) / 1000
    expect(pod().terminationGracePeriodSeconds).toBeGreaterThan(preStop + serverLimitS)
    // And longer than the upstream timeout, as the issue puts it.
    expect(pod().terminationGracePeriodSeconds).toBeGreaterThan(
      Number(config.UPSTREAM_TIMEOUT_MS) / 1000,
    )
  })

  it('meets the restricted Pod Security Standard its namespace enforces, Redis too', () => {
    expect(find('Namespace', 'jagir').metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    })
    for (const name of ['jagir', 'redis']) {
      const spec = find('Deployment', name).spec.template.spec
      expect(spec.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      })
      for (const c of spec.containers) {
        expect(c.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        })
      }
    }
  })
})

describe('the objects around it', () => {
  const podLabels = () => find('Deployment', 'jagir').spec.template.metadata.labels

  it('the Service, the PodDisruptionBudget and the autoscaler find the Deployment', () => {
    const service = find('Service', 'jagir').spec
    expect(podLabels()).toMatchObject(service.selector)
    expect(service.ports[0].targetPort).toBe('http')
    expect(podLabels()).toMatchObject(
      find('PodDisruptionBudget', 'jagir').spec.selector.matchLabels,
    )
    const hpa = find('HorizontalPodAutoscaler', 'jagir').spec
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'jagir' })
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(3)
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas)
  })

  it('the ConfigMap and the Secret hold only variables the BFF reads, and make a valid configuration', () => {
    const config = find('ConfigMap', 'jagir-config').data
    const secret = find('Secret', 'jagir-secrets').stringData
    const env = bffEnv()
    for (const name of [...Object.keys(config), ...Object.keys(secret), ...Object.keys(env)]) {
      expect(CONFIG_VARIABLES).toContain(name)
    }
    expect(Object.keys(secret).sort()).toEqual([
      'OAUTH_CLIENT_SECRET',
      'REDIS_URL',
      'SESSION_SECRET',
    ])
    const filled = { ...secret, SESSION_SECRET: 'a'.repeat(48) }
    const loaded = loadConfig({ ...config, ...filled, ...env })
    expect(loaded).toMatchObject({ env: 'production', port: 3000, secureCookies: true })
    expect(loaded.oauth?.clientSecret).toBe('replace-me')
  })

  it("the example Secret's placeholder stops the pods with a clear error instead of running", () => {
    const config = find('ConfigMap', 'jagir-config').data
    const secret = find('Secret', 'jagir-secrets').stringData
    expect(() => loadConfig({ ...config, ...secret, ...bffEnv() })).toThrow(ConfigError)
    expect(() => loadConfig({ ...config, ...secret, ...bffEnv() })).toThrow(
      /SESSION_SECRET: each secret must be at least 32 characters/,
    )
  })

  it('Redis: REDIS_URL names its Service, and only the BFF may reach it', () => {
    const url = new URL(find('Secret', 'jagir-secrets').stringData.REDIS_URL)
    const service = find('Service', 'redis').spec
    expect(url.hostname).toBe('redis')
    expect(Number(url.port)).toBe(service.ports[0].port)
    const policy = find('NetworkPolicy', 'redis').spec
    expect(find('Deployment', 'redis').spec.template.metadata.labels).toMatchObject(
      policy.podSelector.matchLabels,
    )
    expect(policy.ingress).toEqual([
      { from: [{ podSelector: { matchLabels: podLabels() } }], ports: [{ port: 6379 }] },
    ])
  })
})

/** The variables the Deployment sets on the BFF's container itself. */
function bffEnv(): Record<string, string> {
  const container = find('Deployment', 'jagir').spec.template.spec.containers[0]
  return Object.fromEntries(
    container.env
      .filter((e: { name: string }) => e.name !== 'NODE_OPTIONS')
      .map((e: { name: string; value: string }) => [e.name, e.value]),
  )
}
