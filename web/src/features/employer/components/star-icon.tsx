/**
 * A star drawn as SVG (an applicant's rating), filled when `filled`. Kept with the applicants
 * page, not among the shared icons (`components/ui/icons.tsx` loads with every page). Hidden
 * from screen readers: the radio's label names the stars.
 */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg
    className="drawn-icon"
    viewBox="0 0 24 24"
    width="1.25em"
    height="1.25em"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
  </svg>
)
