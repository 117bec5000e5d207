/**
 * How long the server may take to finish its in-flight requests after SIGTERM before it exits
 * anyway: the longest a request can wait on the provider (UPSTREAM_TIMEOUT_MS), plus 5 s to
 * answer. An orchestrator's grace period must be longer (deploy/k8s: 30 s with the default 15 s).
 */
export function shutdownGraceMs(upstreamTimeoutMs: number): number {
  return upstreamTimeoutMs + 5_000
}
