// One Vitest project per workspace; the root vitest.config.ts runs them all.
export const projects = [
  'shared/vitest.config.ts',
  'server/vitest.config.ts',
  // The embedded API's tests again on a real PostgreSQL (the same migrations and queries).
  'server/vitest.postgres.config.ts',
  'web/vitest.config.ts',
  // The Kubernetes manifests: schema validation and the deployment's requirements (deploy/k8s).
  'deploy/vitest.config.ts',
  // Browser tests: the built app in headless Chromium (web/e2e).
  'web/vitest.e2e.config.ts',
]
