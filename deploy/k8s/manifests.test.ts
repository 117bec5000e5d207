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
      'NetworkPolicy/postgres',
      'NetworkPolicy/redis',
      'PodDisruptionBudget/jagir',
      'Secret/jagir-postgres',
      'Secret/jagir-redis',
      'Secret/jagir-secrets',
      'Service/jagir',
      'Service/postgres',
      'Service/redis',
      'ServiceAccount/jagir',
      'StatefulSet/postgres',
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

describe('the rule for the embedded API’s data (issue 28)', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jagir-k8s-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** The problems the validator finds once the BFF container's env is edited. */
  async function problemsWithEnv(edit: (env: { name: string }[]) => { name: string }[]) {
    rmSync(dir, { recursive: true, force: true })
    cpSync(MANIFEST_DIR, dir, { recursive: true })
    const file = path.join(dir, 'deployment.yaml')
    const doc = parseDocument(readFileSync(file, 'utf8'))
    const env = ['spec', 'template', 'spec', 'containers', 0, 'env']
    doc.setIn(env, edit((doc.getIn(env) as { toJSON(): { name: string }[] }).toJSON()))
    writeFileSync(file, doc.toString())
    return (await validateManifests(dir)).problems as string[]
  }
  const without = (name: string) => (env: { name: string }[]) => env.filter((e) => e.name !== name)

  it('refuses pods of the embedded API without DATABASE_URL: each would keep data of its own', async () => {
    const found = await problemsWithEnv(without('DATABASE_URL'))
    expect(found).toEqual([
      expect.stringMatching(
        /deployment\.yaml .*Deployment jagir.*embedded API \(no API_URL\) on up to 12 pods without DATABASE_URL/,
      ),
    ])
  })

  it('refuses DATABASE_URL written in the manifest instead of taken from a Secret', async () => {
    const found = await problemsWithEnv((env) => [
      ...without('DATABASE_URL')(env),
      { name: 'DATABASE_URL', value: 'postgres://jagir:secret@postgres:5432/jagir' },
    ])
    expect(found).toEqual([expect.stringContaining('take it from a Secret')])
  })

  it('needs no database with API_URL: the provider keeps the data', async () => {
    const found = await problemsWithEnv((env) => [
      ...without('DATABASE_URL')(env),
      { name: 'API_URL', value: 'https://api.example.com' },
    ])
    expect(found).toEqual([])
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

  it('reads DATABASE_URL from the Secret, and serves the embedded API (no API_URL)', () => {
    expect(bff().env).toContainEqual({
      name: 'DATABASE_URL',
      valueFrom: { secretKeyRef: { name: 'jagir-secrets', key: 'DATABASE_URL' } },
    })
    expect(find('ConfigMap', 'jagir-config').data.API_URL).toBeUndefined()
  })

  it('meets the restricted Pod Security Standard its namespace enforces, Redis and PostgreSQL too', () => {
    expect(find('Namespace', 'jagir').metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    })
    for (const [kind, name] of [
      ['Deployment', 'jagir'],
      ['Deployment', 'redis'],
      ['StatefulSet', 'postgres'],
    ] as const) {
      const spec = find(kind, name).spec.template.spec
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
    expect(Object.keys(secret).sort()).toEqual(['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET'])
    const filled = { ...secret, SESSION_SECRET: 'a'.repeat(48) }
    const loaded = loadConfig({ ...config, ...filled, ...env })
    expect(loaded).toMatchObject({ env: 'production', port: 3000, secureCookies: true })
    expect(loaded.apiUrl).toBeUndefined()
    expect(loaded.databaseUrl).toBe(secret.DATABASE_URL)
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

describe('the trial PostgreSQL (postgres.yaml)', () => {
  const statefulSet = () => find('StatefulSet', 'postgres').spec
  const container = () => statefulSet().template.spec.containers[0]

  it('DATABASE_URL names its Service, with the user, database and password it is given', () => {
    const url = new URL(find('Secret', 'jagir-secrets').stringData.DATABASE_URL)
    const service = find('Service', 'postgres').spec
    expect(url.hostname).toBe('postgres')
    expect(Number(url.port)).toBe(service.ports[0].port)
    expect(statefulSet().template.metadata.labels).toMatchObject(service.selector)
    const env = Object.fromEntries(
      container().env.map((e: { name: string; value?: string }) => [e.name, e]),
    )
    expect(url.username).toBe(env.POSTGRES_USER.value)
    expect(url.pathname).toBe(`/${env.POSTGRES_DB.value}`)
    // The password comes from its own Secret, which holds the same placeholder as the URL.
    expect(env.POSTGRES_PASSWORD.valueFrom.secretKeyRef).toEqual({
      name: 'jagir-postgres',
      key: 'password',
    })
    expect(url.password).toBe(find('Secret', 'jagir-postgres').stringData.password)
  })

  it('keeps its data on a volume of its own, and only the BFF may reach it', () => {
    const [claim] = statefulSet().volumeClaimTemplates
    expect(claim.spec.accessModes).toEqual(['ReadWriteOnce'])
    const mount = container().volumeMounts.find(
      (m: { name: string }) => m.name === claim.metadata.name,
    )
    const pgdata = container().env.find((e: { name: string }) => e.name === 'PGDATA').value
    expect(pgdata.startsWith(`${mount.mountPath}/`)).toBe(true)
    const policy = find('NetworkPolicy', 'postgres').spec
    expect(statefulSet().template.metadata.labels).toMatchObject(policy.podSelector.matchLabels)
    expect(policy.ingress).toEqual([
      {
        from: [
          {
            podSelector: { matchLabels: find('Deployment', 'jagir').spec.template.metadata.labels },
          },
        ],
        ports: [{ port: 5432 }],
      },
    ])
  })
})

/** The variables the Deployment sets on the BFF's container itself (values, not Secret refs). */
function bffEnv(): Record<string, string> {
  const container = find('Deployment', 'jagir').spec.template.spec.containers[0]
  return Object.fromEntries(
    container.env
      .filter((e: { name: string; value?: string }) => e.name !== 'NODE_OPTIONS' && e.value)
      .map((e: { name: string; value: string }) => [e.name, e.value]),
  )
}
