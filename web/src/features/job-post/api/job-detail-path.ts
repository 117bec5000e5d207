/** The path of a job's detail, GET `/api/v1/job/{slug}/` (step 1 refreshes it after a save). */
export const jobDetailPath = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/`
