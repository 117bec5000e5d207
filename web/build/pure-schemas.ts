import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'MethodDefinition',
])

/** Start offsets of the calls evaluated when the module loads (not those inside functions). */
function moduleLevelCalls(node: unknown, found: number[] = []): number[] {
  if (!node || typeof node !== 'object') return found
  if (Array.isArray(node)) {
    for (const child of node) moduleLevelCalls(child, found)
    return found
  }
  const current = node as Node
  if (FUNCTION_TYPES.has(current.type)) return found
  if (current.type === 'CallExpression' || current.type === 'NewExpression')
    found.push(current.start)
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') moduleLevelCalls(value, found)
  }
  return found
}

/**
 * Marks the module-level calls of `shared/src/schemas/*` (zod schema definitions, which have no
 * side effects) as pure, so the bundler drops the schemas a chunk never uses. Without it a page
 * importing only `isEmployer`, which sits beside `currentUserSchema`, would carry all of zod.
 */
export function pureSchemaDefinitions(): Plugin {
  return {
    name: 'jagir-pure-schema-definitions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]shared[\\/]src[\\/]schemas[\\/][^\\/]+\.ts$/.test(id)) return null
      const starts = [...new Set(moduleLevelCalls(parseAst(code)))].sort((a, b) => b - a)
      let output = code
      for (const start of starts) {
        output = `${output.slice(0, start)}/* @__PURE__ */ ${output.slice(start)}`
      }
      return { code: output, map: null }
    },
  }
}
