// One Vitest project per workspace; the root vitest.config.ts runs them all.
export const projects = ['shared/vitest.config.ts', 'server/vitest.config.ts', 'web/vitest.config.ts']
