#!/usr/bin/env node
// Validates the Kubernetes manifests in deploy/k8s against the Kubernetes API's own schemas, with
// no network: `kubernetes-models` (npm) ships the OpenAPI schemas of Kubernetes 1.33 compiled to
// JSON-schema validators (types, formats, required fields) and TypeScript declarations of every
// object. The schemas do not forbid unknown fields, so each document is also type-checked
// against its declaration with TypeScript's compiler: a misspelt or misplaced field (the commonest
// manifest mistake, which the API server would drop or refuse) fails too, as kubeconform's
// strict mode would. kustomization.yaml is checked for what kubectl apply -k needs, and Jagir's
// own rule: its pods, when they run the embedded API, share one PostgreSQL (DATABASE_URL from a
// Secret) as soon as there can be more than one.
//
//   npm run validate:k8s                    deploy/k8s
//   node scripts/validate-k8s.mjs <folder>  another folder
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { parseAllDocuments } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
export const MANIFEST_DIR = path.join(root, 'deploy', 'k8s')

/** `apiVersion` to the kubernetes-models module of its group and version. */
function modelModule(apiVersion) {
  if (
    typeof apiVersion !== 'string' ||
    !/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion)
  )
    return undefined
  return `kubernetes-models/${apiVersion}`
}

/** Every YAML document in `dir`, with where it came from; YAML errors as problems. */
export function readManifests(dir = MANIFEST_DIR) {
  const documents = []
  const problems = []
  for (const file of readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    parseAllDocuments(text).forEach((parsed, index) => {
      for (const error of [...parsed.errors, ...parsed.warnings]) {
        problems.push(`${file} (document ${index + 1}): YAML: ${error.message}`)
      }
      const value = parsed.toJS()
      if (value !== null && value !== undefined) documents.push({ file, index, value })
    })
  }
  return { documents, problems }
}

const where = ({ file, index, value }) =>
  `${file} (document ${index + 1}, ${value?.kind ?? '?'} ${value?.metadata?.name ?? '?'})`

/** What kubectl apply -k needs of kustomization.yaml: its files exist, and each is listed. */
function checkKustomization(doc, dir, problems) {
  const { value } = doc
  if (value.apiVersion !== 'kustomize.config.k8s.io/v1beta1') {
    problems.push(`${where(doc)}: apiVersion must be kustomize.config.k8s.io/v1beta1`)
  }
  const resources = Array.isArray(value.resources) ? value.resources : []
  for (const resource of resources) {
    if (!existsSync(path.join(dir, resource))) {
      problems.push(`${where(doc)}: resource ${resource} does not exist`)
    }
  }
  // Every manifest is applied, except the examples (filled in and applied by hand).
  for (const file of readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))) {
    if (file !== doc.file && !/\.example\.ya?ml$/.test(file) && !resources.includes(file)) {
      problems.push(`${where(doc)}: ${file} is not in resources`)
    }
  }
}

/** Validates each object with its kubernetes-models class (the API's JSON schema). */
async function checkSchemas(objects, problems) {
  const checked = []
  for (const doc of objects) {
    const { apiVersion, kind } = doc.value
    const module = modelModule(apiVersion)
    const Model = module && (await import(module).catch(() => ({})))[kind]
    if (!Model) {
      problems.push(`${where(doc)}: unknown apiVersion/kind ${apiVersion}/${kind}`)
      continue
    }
    try {
      new Model(doc.value).validate()
      checked.push({ ...doc, module })
    } catch (error) {
      problems.push(`${where(doc)}: ${error.message}`)
    }
  }
  return checked
}

/** Type-checks each object against its declaration: unknown or misplaced fields fail. */
function checkFields(objects, problems) {
  if (objects.length === 0) return
  const sources = new Map()
  objects.forEach((doc, n) => {
    // Virtual files at the repository's root, whatever `dir` is: kubernetes-models resolves there.
    const name = path.join(root, `__manifest_${n}__.ts`)
    const type = `I${doc.value.kind}`
    const text =
      `import type { ${type} } from '${doc.module}/${doc.value.kind}'\n` +
      `export const manifest: ${type} = ${JSON.stringify(doc.value, null, 2)}\n`
    sources.set(name, { doc, text })
  })
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  }
  const host = ts.createCompilerHost(options)
  const readFromDisk = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, ...rest) =>
    sources.has(name)
      ? ts.createSourceFile(name, sources.get(name).text, language)
      : readFromDisk(name, language, ...rest)
  const program = ts.createProgram([...sources.keys()], options, host)
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const source = diagnostic.file && sources.get(diagnostic.file.fileName)
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
    if (!source) {
      problems.push(`TypeScript: ${message}`)
      continue
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
    const field = source.text.split('\n')[line]?.trim()
    problems.push(`${where(source.doc)}: ${message} (at ${field})`)
  }
}

/** The container of Jagir's own image (the name kustomization.yaml's `images:` maps). */
const isJagir = (container) => /^jagir(:|@|$)/.test(String(container?.image ?? ''))

/** The most pods a Deployment runs: its replicas, or its autoscaler's maximum. */
function mostPods(deployment, objects) {
  const autoscaler = objects.find(
    ({ value }) =>
      value.kind === 'HorizontalPodAutoscaler' &&
      value.spec?.scaleTargetRef?.kind === 'Deployment' &&
      value.spec?.scaleTargetRef?.name === deployment.metadata?.name,
  )
  return Math.max(deployment.spec?.replicas ?? 1, autoscaler?.value.spec?.maxReplicas ?? 0)
}

/**
 * Jagir's rule for its own pods: without API_URL each runs the embedded API, whose default
 * database (PGlite in DATA_DIR) belongs to one process. More than one pod must then share a
 * PostgreSQL: DATABASE_URL, taken from a Secret (it holds a password).
 */
function checkSharedDatabase(objects, problems) {
  const configMaps = new Map(
    objects
      .filter(({ value }) => value.kind === 'ConfigMap')
      .map(({ value }) => [value.metadata?.name, value.data ?? {}]),
  )
  for (const doc of objects) {
    if (doc.value.kind !== 'Deployment') continue
    for (const container of doc.value.spec?.template?.spec?.containers ?? []) {
      if (!isJagir(container)) continue
      const env = container.env ?? []
      const fromConfigMaps = (container.envFrom ?? [])
        .map((source) => configMaps.get(source.configMapRef?.name) ?? {})
        .some((data) => data.API_URL)
      if (fromConfigMaps || env.some((e) => e.name === 'API_URL')) continue
      const database = env.find((e) => e.name === 'DATABASE_URL')
      if (database && !database.valueFrom?.secretKeyRef) {
        problems.push(
          `${where(doc)}: DATABASE_URL holds the database's password: take it from a Secret ` +
            '(valueFrom.secretKeyRef)',
        )
      }
      const pods = mostPods(doc.value, objects)
      if (!database && pods > 1) {
        problems.push(
          `${where(doc)}: runs the embedded API (no API_URL) on up to ${pods} pods without ` +
            'DATABASE_URL: on the embedded database (PGlite) each pod would keep data of its ' +
            'own. Give them one PostgreSQL (DATABASE_URL from a Secret), or run one pod',
        )
      }
    }
  }
}

/**
 * Validates every manifest in `dir`. Returns the Kubernetes objects (kustomization.yaml aside)
 * and the problems found, each naming its file, document and object.
 */
export async function validateManifests(dir = MANIFEST_DIR) {
  const { documents, problems } = readManifests(dir)
  const objects = []
  for (const doc of documents) {
    if (doc.value?.kind === 'Kustomization') checkKustomization(doc, dir, problems)
    else objects.push(doc)
  }
  checkFields(await checkSchemas(objects, problems), problems)
  checkSharedDatabase(objects, problems)
  return { objects: objects.map((doc) => doc.value), problems }
}

if (process.argv[1] === import.meta.filename) {
  const dir = path.resolve(process.argv[2] ?? MANIFEST_DIR)
  const { objects, problems } = await validateManifests(dir)
  for (const problem of problems) console.error(`✗ ${problem}`)
  const summary = `${objects.length} objects in ${path.relative(root, dir) || '.'}`
  if (problems.length > 0) {
    console.error(`validate-k8s: ${problems.length} problem(s) in ${summary}`)
    process.exit(1)
  }
  console.log(`validate-k8s: ${summary} match the Kubernetes schemas`)
}
